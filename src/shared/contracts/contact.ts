// A message sent through the contact form, as the API shows it.

export interface ContactSubmissionView {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  status: 'new' | 'read';
  createdAt: string;
}
