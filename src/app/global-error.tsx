'use client'

/** Last resort when even the error page fails: plain markup, no dependencies that could fail again. */
export default function GlobalError() {
  return (
    <html lang="en">
      <body
        style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', textAlign: 'center', color: '#1b2733' }}
      >
        <h1>An error occurred while showing the error page</h1>
        <p>
          <a href="/" style={{ color: '#0b5a68' }}>
            Homepage
          </a>
        </p>
      </body>
    </html>
  )
}
