// Lifeline's page script: a theme switch beside the system setting, and copy buttons on code.
// Both are added by this script, so a page read without JavaScript shows no dead controls.
(function () {
  "use strict";
  var root = document.documentElement;
  var KEY = "lifeline-theme";
  // "system" follows the operating system (prefers-color-scheme); the others override it.
  var THEMES = ["system", "light", "dark"];
  // The page's words, in its language, from the layout's lifeline-words element: the script
  // has none of its own, so a layout without them gets no switch and no copy buttons.
  var WORDS = null;
  try { WORDS = JSON.parse(document.getElementById("lifeline-words").textContent); } catch (error) { /* none */ }
  var NAMES = WORDS && { system: WORDS.themeSystem, light: WORDS.themeLight, dark: WORDS.themeDark };

  function stored() {
    try { return localStorage.getItem(KEY) || "system"; } catch (error) { return "system"; }
  }

  function apply(theme) {
    if (theme === "system") { delete root.dataset.theme; } else { root.dataset.theme = theme; }
    try {
      if (theme === "system") { localStorage.removeItem(KEY); } else { localStorage.setItem(KEY, theme); }
    } catch (error) { /* private windows may refuse storage: the choice lasts for this page */ }
  }

  var header = document.querySelector(".site-header");
  if (header && WORDS) {
    var toggle = document.createElement("button");
    toggle.type = "button";
    toggle.className = "theme-toggle";
    var show = function (theme) {
      toggle.textContent = NAMES[theme];
      toggle.setAttribute("data-theme-choice", theme);
    };
    show(stored());
    toggle.addEventListener("click", function () {
      var next = THEMES[(THEMES.indexOf(toggle.getAttribute("data-theme-choice")) + 1) % THEMES.length];
      apply(next);
      show(next);
    });
    header.appendChild(toggle);
  }

  // Copy buttons: each code block gets one; the text copied is the block's, without the button.
  function copy(text) {
    if (navigator.clipboard && window.isSecureContext) { return navigator.clipboard.writeText(text); }
    // A page opened from a file is not a secure context: copy through a selected text area.
    return new Promise(function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      var done = document.execCommand("copy");
      document.body.removeChild(area);
      if (done) { resolve(); } else { reject(new Error("copy refused")); }
    });
  }

  Array.prototype.forEach.call(WORDS ? document.querySelectorAll("main pre") : [], function (pre) {
    var wrapper = document.createElement("div");
    wrapper.className = "code-block";
    pre.parentNode.insertBefore(wrapper, pre);
    wrapper.appendChild(pre);
    var button = document.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    button.textContent = WORDS.copyCode;
    button.setAttribute("aria-label", WORDS.copyCodeLabel);
    button.addEventListener("click", function () {
      copy(pre.innerText).then(function () {
        button.textContent = WORDS.codeCopied;
      }, function () {
        button.textContent = WORDS.pressToCopy;
      });
      setTimeout(function () { button.textContent = WORDS.copyCode; }, 2000);
    });
    wrapper.appendChild(button);
  });

  // The scenario index: a filter over titles and ids, shown only when this script runs.
  var filter = document.getElementById("scenario-filter");
  if (filter) {
    filter.parentNode.hidden = false;
    var empty = document.querySelector(".scenario-filter-empty");
    filter.addEventListener("input", function () {
      var words = filter.value.toLowerCase().split(/\s+/).filter(Boolean);
      var shown = 0;
      Array.prototype.forEach.call(document.querySelectorAll(".scenario-area"), function (area) {
        var inArea = 0;
        Array.prototype.forEach.call(area.querySelectorAll("li"), function (item) {
          var text = item.textContent.toLowerCase();
          var match = words.every(function (word) { return text.indexOf(word) >= 0; });
          item.hidden = !match;
          if (match) { inArea += 1; }
        });
        area.hidden = inArea === 0;
        shown += inArea;
      });
      if (empty) { empty.hidden = shown > 0; }
    });
  }
})();
