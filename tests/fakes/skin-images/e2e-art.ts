/**
 * The assets the browser tests' art host holds (tests/helpers/e2e-global-setup.ts): Annie's skins,
 * her chromas (folder 1) and every champion icon. Any other skin's images are missing there.
 */
export const E2E_ART = /^assets\/characters\/annie\/|^v1\/champion-chroma-images\/1\/|^v1\/champion-icons\//;
