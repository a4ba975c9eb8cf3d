// Whom the dashboard greets, and by what. The profile's name comes first (its first name: 'Welcome,
// Bikash!'; the account menu shows the whole name, as a label of whose account it is). Without a name,
// the spec's part of the e-mail before the @; without a real e-mail (an account made by phone, whose
// address is a placeholder at .invalid), nothing: the greeting is then a plain 'Welcome!'.

/** A first word that is an initial or a title ('B.', 'K', 'Dr.', 'Shri') reads badly alone. */
const initialOrTitle = /^(?:\p{L}\.?|\p{L}{1,4}\.|(?:dr|mr|mrs|ms|md|mohd|smt|shri|sri|prof)\.?)$/iu;

/** The name to greet with, or null for a greeting without one. */
export function greetingNameOf(user: { name: string | null; email: string | null }): string | null {
  const name = user.name?.trim().replace(/\s+/g, ' ');
  if (name) {
    const [first = name] = name.split(' ');
    return initialOrTitle.test(first) ? name : first;
  }
  const email = user.email?.trim();
  if (email && !email.toLowerCase().endsWith('.invalid')) {
    const local = email.split('@')[0];
    if (local) return local;
  }
  return null;
}
