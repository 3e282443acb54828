import type { ApiClient } from './api-client';
import { readZip } from './zip';

// 'Download my data' as a browser gets it (decision record 085): the answer, the archive's
// entries read back by a real unzip, and its data.json.

export async function downloadMyData(api: ApiClient) {
  const response = await api.get('/api/account/export');
  if (response.status !== 200) {
    throw new Error(`the export answered ${response.status}: ${response.text}`);
  }
  const entries = await readZip(response.bytes);
  const json = entries.get('data.json');
  if (!json) throw new Error('the archive holds no data.json');
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the archive holds.
  const data: any = JSON.parse(json.toString('utf8'));
  return { response, entries, data };
}
