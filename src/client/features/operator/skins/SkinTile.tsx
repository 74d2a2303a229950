import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Card, Group, Text } from '@mantine/core';
import type { OperatorSkinTile } from '../../../../shared/api/skin-operator';
import { formatReleaseDate, UNKNOWN } from '../../../../shared/skin-text';
import { skinEditPath } from './skin-edit-path';
import classes from './skin-operator.module.css';

/**
 * A tile's date line: 'Upcoming' only for a skin that is not out yet (on PBE); a released skin no
 * source dates (most skins newer than the wiki copy) says so instead of passing for upcoming.
 */
function tileDateLabel(skin: OperatorSkinTile): string {
  if (skin.upcoming) return 'Upcoming';
  const date = formatReleaseDate(skin.release_date);
  return date === UNKNOWN ? 'Release date unknown' : date;
}

export function SkinTile({ skin }: { skin: OperatorSkinTile }) {
  const [failed, setFailed] = useState(false);
  return (
    <Card component={Link} to={skinEditPath(skin.riot_id)} withBorder padding="xs" radius="md" className={classes.tile}>
      <Card.Section>
        {skin.tile_path && !failed ? (
          <img
            className={classes.tileImage}
            src={skin.tile_path}
            alt=""
            width={240}
            height={240}
            loading="lazy"
            onError={() => setFailed(true)}
          />
        ) : (
          <div className={classes.tileImage} aria-hidden="true">
            No Image
          </div>
        )}
      </Card.Section>
      <Text fw={600} size="sm" mt="xs" lineClamp={2}>
        {skin.name}
      </Text>
      <Text size="xs" c="dimmed">
        {tileDateLabel(skin)}
      </Text>
      {(skin.edited || skin.flagged || skin.missing) && (
        <Group gap={4} mt={4}>
          {skin.edited && (
            <Badge size="xs" variant="filled" color="blue.8">
              Edited
            </Badge>
          )}
          {skin.flagged && (
            <Badge size="xs" variant="filled" color="grape.9">
              Source changed
            </Badge>
          )}
          {skin.missing && (
            <Badge size="xs" variant="filled" color="red.9">
              Not in source
            </Badge>
          )}
        </Group>
      )}
    </Card>
  );
}
