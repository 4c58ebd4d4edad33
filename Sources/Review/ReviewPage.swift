/// The review page: HTML, CSS and plain JavaScript, bundled in the program and served from
/// memory. It loads nothing from anywhere else; its script reads and changes everything
/// through the JSON API.
enum ReviewPage {
    static let html = """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Photo Wrapped: review your year</title>
    <link rel="stylesheet" href="/review.css">
    <script src="/review.js" defer></script>
    </head>
    <body>
    <header>
      <h1>Review your year</h1>
      <form id="choices">
        <label>Year <input id="year" type="number" min="1900" max="9999"></label>
        <label>or from <input id="from" type="date"></label>
        <label>to <input id="to" type="date"></label>
        <label>Language <select id="lang"><option value="en">English</option><option value="es">Español</option></select></label>
        <label>Skin <select id="skin"><option value="poster">poster</option><option value="pastel">pastel</option></select></label>
        <label>Format <select id="format"><option value="story">story</option><option value="square">square</option></select></label>
      </form>
      <div class="actions">
        <button id="regenerate" type="button">Regenerate</button>
        <span id="pending" hidden></span>
        <input id="folder" type="text" placeholder="folder (default: as generate names it)" aria-label="Folder to save the deck in">
        <button id="save" type="button">Save the deck</button>
      </div>
      <div id="progress" hidden><progress id="bar" max="1" value="0"></progress> <span id="stage"></span></div>
      <p id="status" role="status"></p>
    </header>
    <main>
      <section id="deck-section">
        <h2>The deck <small id="totals"></small></h2>
        <ol id="cards"></ol>
      </section>
      <section id="places-section">
        <h2>Places</h2>
        <div class="places">
          <svg id="map" role="img" aria-label="Map of your places"></svg>
          <table id="places"><thead><tr><th>Place</th><th>Photos</th><th>Days</th><th></th></tr></thead><tbody></tbody></table>
        </div>
      </section>
      <section id="left-out-section">
        <h2>Left out</h2>
        <p class="note">These photos stay off every card, and still count.</p>
        <ul id="left-out" class="photos"></ul>
      </section>
      <section id="passed-over-section">
        <h2>Passed over</h2>
        <p class="note">Photos the cards could have shown, and why they did not.</p>
        <ul id="passed-over" class="photos"></ul>
      </section>
    </main>
    </body>
    </html>
    """
}
