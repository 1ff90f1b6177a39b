// The practice feature's client-safe surface for pages and other features (decision 0015): the
// profile image rules and crop modal, shared with a client's profile picture.
export { PHOTO_MAX_BYTES, PHOTO_MIN_SIDE, PHOTO_ZOOM } from "./schemas";
export { checkImageFile } from "./components/crop-image";
export { ImageCropModal, type CropLabels } from "./components/image-crop-modal";
export { useImageUpload } from "./components/image-upload";
