extension ReviewPage {
    /// Every change goes through the API as the page's own POST (the browser adds its Origin;
    /// the token travels in the HttpOnly cookie). The deck is made again only on Regenerate,
    /// so several changes cost one run.
    static let script = #"""
    'use strict';
    const $ = (id) => document.getElementById(id);
    const state = { generation: 0, pending: 0, busy: false, places: { places: [] } };

    function say(text, error) {
      $('status').textContent = text || '';
      $('status').classList.toggle('error', !!error);
    }

    async function api(method, path, body) {
      const options = { method, headers: {} };
      if (body !== undefined) {
        options.headers['Content-Type'] = 'application/json';
        options.body = JSON.stringify(body);
      }
      const response = await fetch(path, options);
      const data = await response.json().catch(() => ({}));
      if (!response.ok) throw new Error(data.error || (response.status + ' ' + response.statusText));
      return data;
    }

    function element(tag, properties, children) {
      const node = document.createElement(tag);
      Object.assign(node, properties || {});
      for (const child of children || []) node.append(child);
      return node;
    }

    function changed(what) {
      state.pending += 1;
      $('pending').hidden = false;
      $('pending').textContent = state.pending === 1 ? '1 change to show' : state.pending + ' changes to show';
      $('regenerate').classList.add('changed');
      say(what);
    }

    function photoItem(photo) {
      const item = element('li', { className: photo.leftOut ? 'photo left-out' : 'photo' });
      item.dataset.id = photo.id;
      item.append(element('img', { src: photo.preview, alt: '', loading: 'lazy' }));
      if (photo.reason) item.append(element('div', { className: 'reason', textContent: photo.reason }));
      const button = element('button', { type: 'button', className: photo.leftOut ? 'keep' : 'leave-out',
                                         textContent: photo.leftOut ? 'Keep' : 'Leave out' });
      button.addEventListener('click', async () => {
        const action = photo.leftOut ? 'keep' : 'leave-out';
        try {
          const result = await api('POST', '/api/photos/' + encodeURIComponent(photo.id) + '/' + action);
          photo.leftOut = !photo.leftOut;
          item.classList.toggle('left-out', photo.leftOut);
          button.className = photo.leftOut ? 'keep' : 'leave-out';
          button.textContent = photo.leftOut ? 'Keep' : 'Leave out';
          changed('Photo ' + result.outcome + '.');
        } catch (error) { say(error.message, true); }
      });
      item.append(button);
      return item;
    }

    function showDeck(deck) {
      state.generation = deck.generation;
      document.body.dataset.generation = deck.generation;
      const c = deck.choices;
      $('year').value = c.year || '';
      $('from').value = c.year ? '' : c.from;
      $('to').value = c.year ? '' : c.to;
      $('lang').value = c.lang; $('skin').value = c.skin; $('format').value = c.format;
      $('totals').textContent = deck.cards.length + ' cards, ' + deck.photos + ' photos';
      $('cards').replaceChildren(...deck.cards.map((card) => {
        const item = element('li', { className: 'card-item' });
        item.dataset.type = card.type;
        item.append(element('img', { className: 'card', src: card.image, alt: card.altText }));
        if (card.photos.length) item.append(element('ul', { className: 'photos' }, card.photos.map(photoItem)));
        return item;
      }));
      $('left-out').replaceChildren(...deck.leftOut.map((p) => photoItem(p)));
      $('passed-over').replaceChildren(...deck.passedOver.map((p) => photoItem(p)));
    }

    function showPlaces(view) {
      state.places = view;
      const svg = $('map');
      const ns = 'http://www.w3.org/2000/svg';
      svg.setAttribute('viewBox', view.map.viewBox);
      svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
      const ground = document.createElementNS(ns, 'path');
      ground.setAttribute('d', view.map.outlines);
      const box = view.map.viewBox.split(' ').map(Number);
      const most = Math.max(1, ...view.places.map((p) => p.photos));
      const dots = view.places.map((place) => {
        const dot = document.createElementNS(ns, 'circle');
        dot.setAttribute('cx', place.x);
        dot.setAttribute('cy', place.y);
        dot.setAttribute('r', (0.006 + 0.018 * Math.sqrt(place.photos / most)) * Math.max(box[2], box[3]));
        dot.setAttribute('class', place.hidden ? 'hidden' : (place.home ? 'home' : ''));
        const title = document.createElementNS(ns, 'title');
        title.textContent = place.label + ': ' + place.photos + ' photos';
        dot.append(title);
        return dot;
      });
      svg.replaceChildren(ground, ...dots);
      $('places').tBodies[0].replaceChildren(...view.places.map(placeRow));
    }

    function placeRow(place) {
      const row = element('tr', { className: place.hidden ? 'hidden' : '' });
      row.dataset.id = place.id;
      const name = element('td', { className: 'label' }, [place.label]);
      if (place.home) name.append(element('span', { className: 'badge home', textContent: 'Home' }));
      if (place.renamed) name.append(element('span', { className: 'badge renamed', textContent: 'your name' }));
      const hide = element('button', { type: 'button', className: place.hidden ? 'unhide' : 'hide',
                                       textContent: place.hidden ? 'Unhide' : 'Hide' });
      hide.addEventListener('click', () => change(place, place.hidden ? 'unhide' : 'hide'));
      const rename = element('button', { type: 'button', className: 'rename', textContent: 'Rename' });
      rename.addEventListener('click', () => {
        const input = element('input', { type: 'text', className: 'rename-input', value: place.label, maxLength: 80 });
        const done = element('button', { type: 'button', className: 'rename-save', textContent: 'Save' });
        const submit = () => change(place, 'rename', { label: input.value });
        done.addEventListener('click', submit);
        input.addEventListener('keydown', (event) => { if (event.key === 'Enter') submit(); });
        name.replaceChildren(input, done);
        input.focus();
      });
      row.append(name, element('td', { className: 'n', textContent: place.photos }),
                 element('td', { className: 'n', textContent: place.days }), element('td', {}, [hide, ' ', rename]));
      return row;
    }

    // The list shows a change at once; the server's list, which a large library takes a
    // moment to make, replaces it when it comes.
    async function change(place, action, body) {
      try {
        const result = await api('POST', '/api/places/' + encodeURIComponent(place.id) + '/' + action, body);
        const outcome = result.changes.map((c) => c.label + ': ' + c.outcome + (c.newLabel ? ' as ' + c.newLabel : '')).join('; ');
        changed(outcome + '.');
        for (const c of result.changes) {
          const shown = state.places.places.find((p) => p.id === c.placeId);
          if (!shown) continue;
          if (c.outcome === 'hidden' || c.outcome === 'already hidden') shown.hidden = true;
          if (c.outcome === 'shown' || c.outcome === 'not hidden') shown.hidden = false;
          if (c.outcome === 'renamed' || c.outcome === 'already named') { shown.label = c.newLabel; shown.renamed = true; }
        }
        showPlaces(state.places);
        showPlaces(await api('GET', '/api/places'));
      } catch (error) { say(error.message, true); }
    }

    function choices() {
      const asked = { lang: $('lang').value, skin: $('skin').value, format: $('format').value };
      if ($('from').value && $('to').value) { asked.from = $('from').value; asked.to = $('to').value; }
      else if ($('year').value) asked.year = Number($('year').value);
      return asked;
    }

    async function busy(label, work) {
      if (state.busy) return;
      state.busy = true;
      for (const id of ['regenerate', 'save']) $(id).disabled = true;
      $('progress').hidden = false;
      say(label);
      const timer = setInterval(async () => {
        try {
          const p = await api('GET', '/api/progress');
          const part = p.steps ? (p.step - 1 + (p.cards ? p.drawn / p.cards : 0)) / p.steps : 0;
          $('bar').value = Math.max(0, Math.min(1, part));
          $('stage').textContent = p.stage + (p.cards ? ' (' + p.drawn + ' of ' + p.cards + ')' : '');
        } catch (error) { /* the next tick tries again */ }
      }, 250);
      try { await work(); } catch (error) { say(error.message, true); }
      clearInterval(timer);
      $('progress').hidden = true;
      for (const id of ['regenerate', 'save']) $(id).disabled = false;
      state.busy = false;
    }

    $('regenerate').addEventListener('click', () => busy('Making the deck…', async () => {
      const started = performance.now();
      const deck = await api('POST', '/api/regenerate', choices());
      showDeck(deck);
      showPlaces(await api('GET', '/api/places'));
      state.pending = 0;
      $('pending').hidden = true;
      $('regenerate').classList.remove('changed');
      say('New cards, made in ' + ((performance.now() - started) / 1000).toFixed(1) + ' s.');
    }));

    $('save').addEventListener('click', () => busy('Saving the deck…', async () => {
      const folder = $('folder').value.trim();
      const result = await api('POST', '/api/save', folder ? { folder } : {});
      say(result.written ? 'Saved to ' + result.folder + '/: open index.html there to play it.'
                         : result.folder + '/ already holds this deck.');
    }));

    $('year').addEventListener('input', () => { if ($('year').value) { $('from').value = ''; $('to').value = ''; } });

    (async () => {
      try {
        showDeck(await api('GET', '/api/deck'));
        showPlaces(await api('GET', '/api/places'));
        document.body.dataset.ready = 'true';
      } catch (error) { say(error.message, true); }
    })();
    """#
}
