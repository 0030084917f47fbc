/** A list of learning outcomes under its heading (qualifications, standards); nothing when there are none of the kind. */
export function Outcomes({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="qualification__outcomes">
      <h3>{title}</h3>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
