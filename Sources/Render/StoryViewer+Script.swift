extension StoryViewer {
    /// The viewer's script; `settings` and `slides` are declared before it. `current` runs
    /// from 0 to `slides.length`, the last being the end screen. The clock runs while nothing
    /// holds it: the person's pause ("you"), a press held on the card, the alt text being read,
    /// the video being watched, the page being hidden. With reduced motion the viewer starts
    /// paused (Play or Space starts it) and nothing animates.
    package static let script = """
        const $ = (id) => document.getElementById(id);
        const words = settings.words, n = slides.length;
        const viewer = $("viewer"), frame = $("frame"), card = $("card"), bars = $("bars"), live = $("live");
        const altBox = $("alt"), altToggle = $("alt-toggle"), pauseButton = $("pause"), badge = $("paused-badge");
        const hints = $("hints"), end = $("end"), player = $("player"), video = player.querySelector("video");
        const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
        const touch = matchMedia("(pointer: coarse)").matches;
        const fill = (text, i) => text.replace("{i}", String(i + 1)).replace("{n}", String(n));
        document.body.style.setProperty("--slide", settings.slideMs + "ms");
        document.body.classList.toggle("touch", touch);
        viewer.hidden = false;
        slides.forEach(() => bars.appendChild(document.createElement("span")));

        let current = 0, elapsed = 0, startedAt = null, timer = null;
        const holds = new Set(still ? ["you"] : []);
        function running() { return holds.size === 0 && current < n; }
        function sync() {
          clearTimeout(timer);
          timer = null;
          if (startedAt !== null) { elapsed += performance.now() - startedAt; startedAt = null; }
          if (running()) {
            startedAt = performance.now();
            timer = setTimeout(() => show(current + 1), Math.max(0, settings.slideMs - elapsed));
          }
          const you = holds.has("you");
          document.body.classList.toggle("stopped", !running());
          document.body.classList.toggle("stopped-by-you", you);
          document.body.dataset.paused = String(you);
          badge.hidden = !you;
          pauseButton.setAttribute("aria-label", you ? words.play : words.pause);
          pauseButton.title = (you ? words.play : words.pause) + " (Space)";
        }
        function hold(reason, on) {
          if (on) holds.add(reason); else holds.delete(reason);
          sync();
        }

        function show(i) {
          const atEnd = current === n;
          current = Math.max(0, Math.min(n, i));
          elapsed = 0;
          startedAt = null;
          document.body.dataset.current = String(current);
          document.body.classList.toggle("at-end", current === n);
          [...bars.children].forEach((bar, j) => {
            bar.className = j < current ? "seen" : j === current ? "current" : "";
            bar.replaceChildren(document.createElement("i"));
          });
          end.hidden = current < n;
          $("tools").hidden = current === n;
          if (current < n) {
            card.src = slides[current].src;
            card.alt = slides[current].alt;
            altBox.textContent = slides[current].alt;
            const position = fill(words.position, current);
            live.textContent = slides[current].alt.startsWith(position) ? slides[current].alt : position + ". " + slides[current].alt;
          } else {
            live.textContent = words.endAnnounced;
            if (!atEnd) $("replay").focus({ preventScroll: true });
          }
          sync();
        }
        function go(i) {
          dismissHints();
          show(i);
        }
        function togglePause() {
          if (current === n) return;
          dismissHints();
          hold("you", !holds.has("you"));
        }
        function setAlt(on) {
          altBox.hidden = !on;
          altToggle.setAttribute("aria-pressed", String(on));
          hold("alt", on);
        }

        function dismissHints() {
          if (hints.hidden || hints.classList.contains("fading")) return;
          hints.classList.add("fading");
          setTimeout(() => { hints.hidden = true; }, still ? 0 : 600);
        }
        function firstOpen() {
          try {
            if (localStorage.getItem("photo-wrapped-viewer-hints")) return false;
            localStorage.setItem("photo-wrapped-viewer-hints", "shown");
          } catch (e) {}
          return true;
        }
        if (firstOpen()) {
          hints.querySelectorAll(".how").forEach((how) => { how.textContent = touch ? words.tap : words.click; });
          hints.hidden = false;
          setTimeout(dismissHints, settings.hintMs);
        }

        function openVideo() {
          if (!settings.video) return;
          if (!video.getAttribute("src")) video.src = settings.video;
          player.showModal();
          hold("video", true);
          video.play().catch(() => {});
        }
        player.addEventListener("close", () => { video.pause(); hold("video", false); });
        player.addEventListener("click", (e) => { if (e.target === player) player.close(); });
        $("video-close").addEventListener("click", () => player.close());
        document.querySelectorAll(".video-open").forEach((b) => b.addEventListener("click", openVideo));
        $("replay").addEventListener("click", () => { holds.delete("you"); show(0); });
        $("prev").addEventListener("click", () => go(current - 1));
        $("next").addEventListener("click", () => go(current + 1));
        pauseButton.addEventListener("click", togglePause);
        altToggle.addEventListener("click", () => setAlt(altBox.hidden));
        document.querySelectorAll("button").forEach((b) => b.addEventListener("mousedown", (e) => e.preventDefault()));

        document.addEventListener("keydown", (e) => {
          if (e.altKey || e.ctrlKey || e.metaKey || player.open) return;
          const onControl = e.target instanceof Element && e.target.closest("button, a");
          switch (e.key) {
          case "ArrowRight": go(current + 1); break;
          case "ArrowLeft": go(current - 1); break;
          case "Home": go(0); break;
          case "End": go(n - 1); break;
          case "Enter": if (onControl) return; go(current + 1); break;
          case " ": if (onControl) return; if (!e.repeat) togglePause(); break;
          case "i": case "I": if (current < n) setAlt(altBox.hidden); break;
          case "Escape":
            if (!altBox.hidden) setAlt(false);
            else if (!hints.hidden) dismissHints();
            else if (current < n) hold("you", true);
            break;
          default: return;
          }
          e.preventDefault();
        });

        let press = null;
        function release() {
          if (!press) return;
          clearTimeout(press.timer);
          if (press.held) hold("press", false);
          press = null;
        }
        $("stage").addEventListener("pointerdown", (e) => {
          if (!e.isPrimary || e.button !== 0 || e.target.closest("button, a, #alt, #end")) return;
          release();
          dismissHints();
          const p = { x: e.clientX, held: false, timer: null };
          p.timer = setTimeout(() => { p.held = true; hold("press", true); }, settings.holdMs);
          press = p;
        });
        $("stage").addEventListener("pointerup", (e) => {
          if (!press) return;
          const p = press;
          release();
          if (p.held) return;
          const dx = e.clientX - p.x;
          if (e.pointerType !== "mouse" && Math.abs(dx) > settings.swipePx) { go(current + (dx < 0 ? 1 : -1)); return; }
          const rect = frame.getBoundingClientRect();
          go(current + (p.x - rect.left < rect.width / 3 ? -1 : 1));
        });
        $("stage").addEventListener("pointercancel", release);
        document.addEventListener("visibilitychange", () => hold("hidden", document.hidden));

        function measure() {
          if (card.naturalWidth) document.body.style.setProperty("--r", String(card.naturalWidth / card.naturalHeight));
          document.body.classList.toggle("roomy", innerWidth - frame.getBoundingClientRect().width >= 2 * 72 + 16);
        }
        card.addEventListener("load", measure);
        addEventListener("resize", measure);
        measure();
        show(Number(new URLSearchParams(location.search).get("card") || 0));
        """
}
