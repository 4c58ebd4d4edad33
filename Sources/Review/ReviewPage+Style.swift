extension ReviewPage {
    static let style = """
    :root { color-scheme: light dark; --accent: #e0457b; --muted: #888; --line: #8884; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 15px/1.4 system-ui, sans-serif; }
    header { position: sticky; top: 0; z-index: 2; padding: 12px 20px; background: Canvas; border-bottom: 1px solid var(--line); }
    h1 { margin: 0 0 8px; font-size: 22px; }
    h2 { font-size: 18px; margin: 24px 0 8px; }
    h2 small { font-weight: normal; color: var(--muted); }
    form#choices, .actions { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin-bottom: 6px; }
    input[type=number] { width: 6em; }
    #folder { min-width: 18em; }
    button { font: inherit; padding: 4px 12px; border-radius: 6px; border: 1px solid var(--line); background: ButtonFace; cursor: pointer; }
    button.primary, #regenerate.changed { background: var(--accent); color: white; border-color: var(--accent); }
    button:disabled { opacity: .5; cursor: progress; }
    #status { margin: 4px 0 0; min-height: 1.4em; color: var(--muted); }
    #status.error { color: #c22; }
    main { padding: 0 20px 40px; }
    #cards { list-style: none; display: flex; gap: 16px; overflow-x: auto; padding: 0 0 12px; margin: 0; }
    #cards > li { flex: 0 0 auto; width: 200px; }
    #cards img.card { width: 200px; border-radius: 10px; display: block; box-shadow: 0 2px 8px #0003; }
    .photos { list-style: none; display: flex; flex-wrap: wrap; gap: 6px; padding: 0; margin: 6px 0; }
    .photos li { width: 96px; font-size: 12px; text-align: center; }
    #cards .photos { gap: 4px; }
    #cards .photos li { width: 64px; }
    #cards .photos img { width: 64px; height: 64px; }
    #cards .photos button { font-size: 11px; padding: 1px 2px; }
    .photos img { width: 96px; height: 96px; object-fit: cover; border-radius: 6px; display: block; }
    .photos li.left-out img { opacity: .35; }
    .photos button { font-size: 12px; padding: 2px 6px; margin-top: 2px; width: 100%; }
    .places { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }
    #map { width: 480px; max-width: 100%; height: 360px; border-radius: 10px; background: #9cd3; }
    #map path { fill: #8aa78a66; stroke: #5c7a5c; stroke-width: .5; vector-effect: non-scaling-stroke; }
    #map circle { fill: var(--accent); fill-opacity: .75; stroke: white; stroke-width: 1; vector-effect: non-scaling-stroke; }
    #map circle.hidden { fill: var(--muted); fill-opacity: .35; }
    #map circle.home { fill: #2a7de1; }
    table { border-collapse: collapse; }
    th, td { padding: 4px 10px; border-bottom: 1px solid var(--line); text-align: left; }
    td.n { text-align: right; font-variant-numeric: tabular-nums; }
    tr.hidden td { color: var(--muted); text-decoration: line-through; }
    tr.hidden td:last-child { text-decoration: none; }
    .badge { font-size: 11px; padding: 1px 6px; border-radius: 8px; background: #2a7de1; color: white; margin-left: 6px; }
    .badge.renamed { background: var(--muted); }
    .note { color: var(--muted); margin: 0; }
    """
}
