// The places a pincode has, offered as a city box's suggestions (`<input list>`): typed text still goes.
export function PlacesList({ id, places }: { id: string; places: string[] }) {
  return (
    <datalist id={id}>
      {places.map((place) => (
        <option key={place} value={place} />
      ))}
    </datalist>
  );
}
