// The notes scenario of npm run bench (bench/run.mjs passes its load and fetch helpers).
/**
 * A therapist's client with NOTES_COUNT notes, written through POST /note (so encrypted and
 * audited like real ones); then the client's notes page (decrypts a page) and a title search
 * (through the titles' blind index, decision 0705) under load.
 */
const NOTES_COUNT = Number(process.env.BENCH_NOTES ?? 1000);
export async function measureNotes(api, { load, getJson }) {
  const login = await getJson(`${api}/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "amaka.obi@demo.therapy", password: "demo-pass-1" }),
  });
  const auth = { authorization: `Bearer ${login.data.token}` };
  const sessions = await getJson(`${api}/appointment?statuses=completed`, { headers: auth });
  const clientId = sessions.data[0].client.identifier;
  let written = 0;
  const writer = async () => {
    while (written < NOTES_COUNT) {
      const n = written++;
      const form = new FormData();
      form.set("type", "client");
      form.set("reference", clientId);
      form.set("title", n % 10 ? `Progress ${n}` : `Plan review ${n}`);
      form.set("content", `Session summary ${n}: `.padEnd(600, "lorem ipsum "));
      await getJson(`${api}/note`, { method: "POST", headers: auth, body: form });
    }
  };
  await Promise.all(Array.from({ length: 8 }, writer));
  const list = `/note/client/${clientId}`;
  return [
    {
      key: "notes",
      label: `GET ${list.replace(clientId, "{clientId}")} (${NOTES_COUNT} notes, first page)`,
      ...(await load({ url: api + list, headers: auth })),
    },
    {
      key: "notesTitle",
      label: `GET ${list.replace(clientId, "{clientId}")}?title=plan (${NOTES_COUNT} notes, blind index)`,
      ...(await load({ url: `${api}${list}?title=plan`, headers: auth })),
    },
  ];
}
