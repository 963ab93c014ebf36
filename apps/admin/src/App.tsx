/** The operator console. Review queues and tools arrive with the capabilities that need them. */
export function App() {
  return (
    <div className="admin-shell">
      <header className="admin-header">
        <strong>Bolsa MX</strong> · Back office
      </header>
      <main className="admin-main" data-testid="admin-home">
        <p>Operator console</p>
      </main>
    </div>
  );
}
