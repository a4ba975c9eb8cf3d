// The English words of the field-messages namespace are the schemas' own catalogue (decision 044).
export { fieldMessages } from '@shared/field-messages';
