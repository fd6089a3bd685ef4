/** Elements of edit mode and the problems banner carry this, so that edit mode never inspects itself. */
export const devUiAttribute = 'data-dev-ui';
