/** Placeholder until web part 2 builds this screen. */
export function HomePage() {
  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold text-slate-900">JobHunter</h1>
    </main>
  );
}
