/** Where the photo pages live (the create form is story/photo/new, an album's edit form ?mode=edit: no separate routes). */
export const PHOTO_LIST_PATH = '/admin/story/photo';
export const photoAlbumPath = (photoId: number | 'new') => `${PHOTO_LIST_PATH}/${photoId}`;
/** The search of an album's page that shows it in the form. */
export const PHOTO_EDIT_SEARCH = '?mode=edit';
