// The English words of the field-messages namespace are the schemas' own catalogue (decision 047).
export { fieldMessages } from '@shared/field-messages';
