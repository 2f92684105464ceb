/** Where the photo pages live (the create form is story/photo/new: there is no separate route). */
export const PHOTO_LIST_PATH = '/admin/story/photo';
export const photoAlbumPath = (photoId: number | 'new') => `${PHOTO_LIST_PATH}/${photoId}`;
