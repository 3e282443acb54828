// Index of the care feature (decision record 080): other features and the app import it
// only through this file. A plan's care profile and its documents, encrypted at rest (issue 35,
// decision record 082).

export {
  type CareDeps,
  careRoutes,
  DOCUMENT_UPLOAD_ROUTE,
  limitDocumentUpload,
} from './care.routes';
export { documentsUploadedBy, type OwnDocument, openUploadedDocument } from './care-export';
export { getCareProfile } from './care-profile.service';
export {
  createDocumentKeys,
  type DocumentKeys,
  LOCAL_KEY_FILE,
  type MasterKey,
} from './document-keys';
export { scheduleRecentlyDeletedPurge } from './recently-deleted.service';
