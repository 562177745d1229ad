// Lifeline's search: a few lines over the index the build writes (search-index.js).
// No framework, no network: it ranks pages by where the query's words occur.
(function () {
  "use strict";
  var index = window.LIFELINE_SEARCH;
  var input = document.getElementById("search-query");
  var list = document.getElementById("search-results");
  var status = document.getElementById("search-status");
  if (!index || !input || !list || !status) { return; }
  var root = document.querySelector("script[src$='search-index.js']").getAttribute("src").replace("search-index.js", "");
  // Field weights: title, url, selectors, Swift spellings, summary, text.
  var weights = [8, 0, 10, 10, 3, 1];

  function normalise(text) { return text.toLowerCase().replace(/[()_:]/g, " "); }

  function score(page, words) {
    var total = 0;
    for (var w = 0; w < words.length; w++) {
      var best = 0;
      for (var f = 0; f < page.length; f++) {
        if (weights[f] === 0) { continue; }
        var field = normalise(page[f]);
        var at = field.indexOf(words[w]);
        if (at >= 0) { best = Math.max(best, weights[f] * (at === 0 ? 2 : 1)); }
      }
      if (best === 0) { return 0; }
      total += best;
    }
    return total;
  }

  function render(query) {
    var words = normalise(query).split(/\s+/).filter(function (w) { return w.length > 0; });
    while (list.firstChild) { list.removeChild(list.firstChild); }
    if (words.length === 0) { status.textContent = ""; return; }
    var hits = [];
    index.pages.forEach(function (page) {
      var s = score(page, words);
      if (s > 0) { hits.push([s, page]); }
    });
    hits.sort(function (a, b) { return b[0] - a[0] || (a[1][0] < b[1][0] ? -1 : 1); });
    hits.slice(0, 50).forEach(function (hit) {
      var page = hit[1];
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = root + page[1];
      link.textContent = page[0];
      item.appendChild(link);
      if (page[2] || page[3]) {
        var names = document.createElement("code");
        names.textContent = [page[2], page[3]].filter(Boolean).join("  ");
        item.appendChild(document.createTextNode(" "));
        item.appendChild(names);
      }
      if (page[4]) {
        var summary = document.createElement("p");
        summary.textContent = page[4];
        item.appendChild(summary);
      }
      list.appendChild(item);
    });
    status.textContent = hits.length === 0 ? "No page matches." : hits.length + (hits.length === 1 ? " page matches." : " pages match.");
  }

  var query = new URLSearchParams(window.location.search).get("q") || "";
  input.value = query;
  render(query);
  input.addEventListener("input", function () { render(input.value); });
  input.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown" && list.firstChild) {
      event.preventDefault();
      list.querySelector("a").focus();
    }
  });
  list.addEventListener("keydown", function (event) {
    var current = document.activeElement.closest("li");
    if (!current) { return; }
    if (event.key === "ArrowDown" && current.nextElementSibling) {
      event.preventDefault();
      current.nextElementSibling.querySelector("a").focus();
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (current.previousElementSibling) { current.previousElementSibling.querySelector("a").focus(); } else { input.focus(); }
    }
  });
})();
