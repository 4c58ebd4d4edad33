extension StoryViewer {
    /// The viewer's CSS. The card sits in `#frame`, as large as the window allows at the
    /// card's shape (`--r`, width over height); the progress segments, the controls, the hints,
    /// the alt text and the end screen are placed over the card, so they span its width on a
    /// phone and on a wide desktop window alike.
    package static let style = """
        :root { --pad: 8px; --accent: #ffd54a; }
        @media (min-width: 700px) { :root { --pad: 24px; } }
        html, body { margin: 0; background: #0b0b10; color: #fff; font-family: system-ui, sans-serif; }
        [hidden] { display: none !important; }
        .js, .js body { height: 100%; overflow: hidden; }
        .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
        #stage { position: fixed; inset: 0; display: flex; align-items: center; justify-content: center;
          touch-action: pinch-zoom; -webkit-tap-highlight-color: transparent; cursor: pointer; }
        #frame { position: relative; --w: min(calc(100vw - 2 * var(--pad)), calc((100vh - 2 * var(--pad)) * var(--r)));
          width: var(--w); height: calc(var(--w) / var(--r)); }
        @supports (height: 100dvh) {
          #frame { --w: min(calc(100vw - 2 * var(--pad)), calc((100dvh - 2 * var(--pad)) * var(--r))); }
        }
        #card { display: block; width: 100%; height: 100%; border-radius: 12px; user-select: none; -webkit-user-select: none; background: #1b1b22; }
        #frame::before { content: ""; position: absolute; inset: 0 0 auto 0; height: 120px; border-radius: 12px 12px 0 0;
          background: linear-gradient(rgba(0,0,0,.4), rgba(0,0,0,.18) 45%, rgba(0,0,0,0)); pointer-events: none; }
        #bars { position: absolute; top: 10px; left: 10px; right: 10px; display: flex; gap: 4px; }
        #bars span { flex: 1; height: 4px; border-radius: 2px; background: rgba(255,255,255,.38); overflow: hidden; }
        #bars i { display: block; height: 100%; background: #fff; transform: scaleX(0); transform-origin: left; }
        #bars .seen i { transform: none; }
        #bars .current i { animation: fill var(--slide) linear forwards; }
        .stopped #bars .current i { animation-play-state: paused; }
        @keyframes fill { to { transform: none; } }
        #tools { position: absolute; top: 22px; right: 10px; display: flex; gap: 8px; align-items: center; }
        button { font: inherit; color: inherit; cursor: pointer; }
        .pill, .round { display: inline-flex; align-items: center; justify-content: center; gap: 6px; min-height: 40px;
          border: 0; border-radius: 20px; background: rgba(0,0,0,.5); padding: 0 14px; font-size: 14px; font-weight: 600; letter-spacing: .02em; }
        .round { width: 40px; padding: 0; }
        .pill:hover, .round:hover { background: rgba(0,0,0,.72); }
        #alt-toggle[aria-pressed="true"] { background: #fff; color: #111; }
        .icon { width: 20px; height: 20px; fill: currentColor; }
        .play-icon, .stopped-by-you .pause-icon { display: none; }
        .stopped-by-you .play-icon { display: block; }
        @media (max-width: 480px) {
          #tools .video-open { width: 40px; padding: 0; }
          #tools .video-open .label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
        }
        #paused-badge { font-size: 13px; font-weight: 600; padding: 4px 10px; border-radius: 12px; background: rgba(0,0,0,.5); }
        :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
        #alt { position: absolute; left: 10px; right: 10px; bottom: 10px; margin: 0; max-height: 45%; overflow: auto;
          padding: 14px 16px; border-radius: 10px; background: rgba(10,10,16,.86); font-size: 16px; line-height: 1.45; cursor: auto; }
        #hints { position: absolute; inset: 0; display: flex; border-radius: 12px; overflow: hidden; pointer-events: none;
          transition: opacity .6s; }
        #hints.fading { opacity: 0; }
        .hint { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 6px;
          font-size: 17px; font-weight: 600; text-shadow: 0 1px 3px rgba(0,0,0,.6); }
        .hint b { font-size: 44px; line-height: 1; }
        .hint .how { font-size: 14px; font-weight: 500; opacity: .9; }
        .hint.back { flex: 1; background: rgba(0,0,0,.55); border-right: 2px dashed rgba(255,255,255,.6); }
        .hint.onward { flex: 2; background: rgba(0,0,0,.35); }
        #hints .keys { position: absolute; left: 50%; bottom: 16px; transform: translateX(-50%); margin: 0; padding: 6px 14px;
          border-radius: 14px; background: rgba(0,0,0,.7); font-size: 14px; white-space: nowrap; }
        .touch #hints .keys { display: none; }
        #end { position: absolute; inset: 0; border-radius: 12px; background: #15151d; overflow: auto; cursor: auto;
          display: flex; flex-direction: column; align-items: center; padding: 48px 20px 20px; box-sizing: border-box; }
        #end h2 { margin: 8px 0 20px; font-size: 26px; text-align: center; }
        #end .actions { display: flex; flex-wrap: wrap; gap: 10px; justify-content: center; }
        #end .pill { background: rgba(255,255,255,.12); }
        #end .pill:hover { background: rgba(255,255,255,.22); }
        #end .big { background: #fff; color: #111; font-size: 16px; min-height: 48px; padding: 0 22px; border-radius: 24px; }
        #end .big:hover { background: #e8e8e8; }
        #end h3 { margin: 28px 0 8px; font-size: 13px; text-transform: uppercase; letter-spacing: .08em; opacity: .7; }
        #end ul { list-style: none; margin: 0; padding: 0; width: 100%; max-width: 360px; }
        #end a { display: block; padding: 9px 12px; color: #fff; text-decoration: none; border-bottom: 1px solid rgba(255,255,255,.1);
          white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        #end a::before { content: "↓ "; opacity: .6; }
        #end a:hover { background: rgba(255,255,255,.08); }
        .step { position: absolute; top: 50%; width: 48px; height: 48px; margin-top: -24px; border: 0; border-radius: 50%;
          background: rgba(255,255,255,.14); font-size: 30px; line-height: 1; }
        .step:hover { background: rgba(255,255,255,.26); }
        .at-end #next { visibility: hidden; }
        #prev { left: -64px; } #next { right: -64px; }
        body:not(.roomy) .step:not(:focus-visible) { clip-path: inset(50%); }
        body:not(.roomy) #prev { left: 8px; } body:not(.roomy) #next { right: 8px; }
        dialog { padding: 0; border: 0; background: transparent; max-width: 100vw; max-height: 100vh; overflow: visible; }
        dialog::backdrop { background: rgba(0,0,0,.88); }
        dialog video { display: block; max-width: 100vw; max-height: calc(100vh - 72px); border-radius: 8px; background: #000; }
        #video-close { display: flex; margin: 12px auto 0; background: rgba(255,255,255,.16); }
        noscript img { display: block; max-width: 100%; margin: 0 auto 16px; }
        @media (prefers-reduced-motion: reduce) {
          *, *::before, *::after { transition: none !important; animation: none !important; }
          #bars .current i { transform: none; }
        }
        """
}
