/** The postcode suggestions under the search box (a listbox; the box keeps focus and moves the active option). */
export default function SuggestionList({
  id,
  suggestions,
  active,
  onPick,
}: {
  id: string;
  suggestions: string[];
  active: number;
  onPick: (postcode: string) => void;
}) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Postcode suggestions"
      className="absolute inset-x-0 top-full z-[1000] mt-1 max-h-80 overflow-auto rounded-lg border border-line bg-white py-1 shadow-raised"
    >
      {suggestions.map((postcode, index) => (
        <li
          key={postcode}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          onMouseDown={(event) => {
            // Before the box's blur closes the list.
            event.preventDefault();
            onPick(postcode);
          }}
          className={`cursor-pointer px-4 py-2.5 font-medium ${index === active ? "bg-brand-soft text-brand" : "text-ink hover:bg-surface-muted"}`}
        >
          {postcode}
        </li>
      ))}
    </ul>
  );
}
