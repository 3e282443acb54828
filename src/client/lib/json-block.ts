/**
 * The data of a JSON block the server put into the page (`<script type="application/json">`),
 * read once by the entry; undefined when the page has none or it cannot be read.
 */
export function readJsonBlock<T>(id: string): T | undefined {
  try {
    const text = document.getElementById(id)?.textContent;
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}
