// What browsers that run no JavaScript show above every page (decision 034). Not one of the app's
// namespaces: only the server's renderer reads it (entry-server.tsx), so the app never downloads it.
export const withoutScript = {
  text: 'Please enable JavaScript to book a repair, or call us.',
  call: 'Call {{phone}}',
  whatsapp: 'WhatsApp {{phone}}',
};
