/** Appends a value to the list a map holds under a key, starting the list when needed. */
export function appendToList<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
