import type { AvailabilityGroup } from '../../../shared/api/skin-collection';
import type { Skin } from '../../../shared/api/skins';

/**
 * Which of 'Still buyable', 'Legacy', 'Limited' a skin belongs to (decision 0028). The catalogue's
 * availability decides when it is known, so the collection page never contradicts the skin's own
 * page; without it, a distribution (a reward, a code, an event shop) means the skin was handed
 * out for a while, and the client's legacy flag means the legacy vault. Nothing else is guessed.
 */
export function availabilityGroup(skin: Pick<Skin, 'availability' | 'distribution' | 'legacy'>): AvailabilityGroup {
  switch (skin.availability) {
    case 'Available':
    case 'Upcoming':
      return 'buyable';
    case 'Legacy':
      return 'legacy';
    case 'Limited':
    case 'Rare':
    case 'Removed':
      return 'limited';
    case null:
      break;
    default:
      return 'unknown';
  }
  if (skin.distribution) return 'limited';
  return skin.legacy ? 'legacy' : 'unknown';
}
