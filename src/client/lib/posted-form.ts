import { createContext } from 'react';
import {
  POSTED_FORM_ELEMENT_ID,
  type PostedForm,
  type PostedFormError,
} from '../../shared/page-forms';
import { ApiError } from './api';
import { readJsonBlock } from './json-block';

// A form a visitor meets before signing in also works as a plain form post (record 052). When
// the server refused one, it rendered the page again with what was typed and why, and put that
// state in the page: the browser hydrates from the same state, so it sees what was rendered.

export const PostedFormContext = createContext<PostedForm | undefined>(undefined);

/** The refused post this document was rendered with, if any (read once, by main.tsx). */
export const readPostedForm = () => readJsonBlock<PostedForm>(POSTED_FORM_ELEMENT_ID);

/** The refusal as the API client would have thrown it, for the one error translator. */
export function postedRefusal(error: PostedFormError): ApiError {
  return new ApiError(error.status, error.code, error.message, error);
}
