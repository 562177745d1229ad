// Lifeline's search: a few lines over the index the build writes (search-index.js).
// No framework, no network: it ranks pages by where the query's words occur. It serves the
// search page's own box, and the header's box on every other page, which loads the index and
// this script the first time it is used.
(function () {
  "use strict";
  var index = window.LIFELINE_SEARCH;
  if (!index) { return; }
  var root = document.querySelector("script[src$='search-index.js']").getAttribute("src").replace("search-index.js", "");
  // Field weights: title, url, selectors, Swift spellings, summary, the text's first words, the
  // identifiers of the whole text.
  var weights = [8, 0, 10, 10, 3, 1, 2];
  var TEXT = 5;
  // The page's words, in its language, from the layout's lifeline-words element: the script
  // has none of its own. Without them a count is its number alone.
  var WORDS = {};
  try { WORDS = JSON.parse(document.getElementById("lifeline-words").textContent); } catch (error) { /* none */ }
  // Han characters: Chinese is written without spaces, and indexed by pairs of characters.
  var HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

  // Words as people type them: "viewDidLayoutSubviews" is also "view did layout subviews",
  // "application:didFinishLaunchingWithOptions:" is its parts, case does not matter.
  function words(text) {
    return text.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z])([A-Z][a-z])/g, "$1 $2")
      .toLowerCase().split(/[^a-z0-9]+/).filter(function (w) { return w.length > 0; });
  }

  function normalise(text) {
    return text.toLowerCase().replace(/[^a-z0-9\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g, " ");
  }

  // The pairs of neighbouring Han characters of a typed word, as the index holds them.
  function pairs(word) {
    var found = [];
    for (var i = 0; i + 1 < word.length; i++) {
      if (HAN.test(word[i]) && HAN.test(word[i + 1])) { found.push(word[i] + word[i + 1]); }
    }
    return found;
  }

  // One letter added, left out, changed or two swapped: a typo, for words of five letters or more.
  function nearlyEqual(a, b) {
    if (a === b) { return true; }
    if (a.length < 5 || Math.abs(a.length - b.length) > 1) { return false; }
    var i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) { i++; }
    if (a.length === b.length) {
      if (a.slice(i + 1) === b.slice(i + 1)) { return true; }
      return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
    }
    return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
  }

  // Each field of each page once: its text run together (for a whole selector), and its words
  // with those of every identifier split (for parts and typos).
  var prepared = index.pages.map(function (page) {
    return page.map(function (field) {
      var joined = normalise(field);
      return { text: joined, squeezed: joined.replace(/ /g, ""), words: words(field).concat(joined.split(" ")) };
    });
  });

  // How well one typed word matches a field: 2 at its start, 1 inside it, 0.5 with a typo.
  function matchField(field, word) {
    var at = field.text.indexOf(word);
    if (at === 0) { return 2; }
    if (at > 0 || field.squeezed.indexOf(word) >= 0) { return 1; }
    for (var i = 0; i < field.words.length; i++) {
      if (nearlyEqual(field.words[i], word)) { return 0.5; }
    }
    return 0;
  }

  // Guides and topics explain; a scenario's trace is raw material, so it comes after them.
  function kindWeight(url) {
    if (url.indexOf("traces/") === 0) { return 0.4; }
    if (url.indexOf("/guide-") > 0) { return 1.5; }
    return 1;
  }

  function score(p, query) {
    var page = index.pages[p];
    var total = 0;
    for (var w = 0; w < query.length; w++) {
      var best = 0;
      for (var f = 0; f < page.length; f++) {
        if (weights[f] === 0) { continue; }
        var field = prepared[p][f];
        var found = matchField(field, query[w].whole);
        // A word typed as one identifier ("AppDelegate") may be written apart in the text.
        if (found === 0 && query[w].parts.length > 1) {
          found = query[w].parts.every(function (part) { return matchField(field, part) > 0; }) ? 0.75 : 0;
        }
        // A Chinese word is on a page whose text has each of its pairs of characters.
        if (found === 0 && query[w].pairs.length > 0) {
          found = query[w].pairs.every(function (pair) { return field.text.indexOf(pair) >= 0; }) ? 0.75 : 0;
        }
        // In the text, a page that keeps coming back to the word is about it.
        if (found > 0 && f === TEXT) {
          var count = Math.min(field.text.split(query[w].whole).length - 1, 32);
          if (count > 1) { found *= 1 + Math.log2(count); }
        }
        best = Math.max(best, weights[f] * found);
      }
      if (best === 0) { return 0; }
      total += best;
    }
    return total * kindWeight(page[1]);
  }

  function parse(query) {
    return query.split(/\s+/).filter(function (w) { return w.length > 0; }).map(function (typed) {
      var whole = normalise(typed).replace(/ /g, "");
      return { whole: whole, parts: words(typed), pairs: pairs(whole) };
    }).filter(function (w) { return w.whole.length > 0; });
  }

  // The pages that match, best first.
  function search(query) {
    var typed = parse(query);
    var hits = [];
    if (typed.length === 0) { return hits; }
    index.pages.forEach(function (page, p) {
      var s = score(p, typed);
      if (s > 0) { hits.push([s, page]); }
    });
    hits.sort(function (a, b) { return b[0] - a[0] || (a[1][0] < b[1][0] ? -1 : 1); });
    return hits.map(function (hit) { return hit[1]; });
  }

  function item(page) {
    var entry = document.createElement("li");
    var link = document.createElement("a");
    link.href = root + page[1];
    link.textContent = page[0];
    entry.appendChild(link);
    if (page[2] || page[3]) {
      var names = document.createElement("code");
      names.textContent = [page[2], page[3]].filter(Boolean).join("  ");
      entry.appendChild(document.createTextNode(" "));
      entry.appendChild(names);
    }
    if (page[4]) {
      var summary = document.createElement("p");
      summary.textContent = page[4];
      entry.appendChild(summary);
    }
    return entry;
  }

  function count(hits) {
    var sentence = hits.length === 0 ? WORDS.searchNoMatch
      : hits.length === 1 ? WORDS.searchOneMatch : WORDS.searchMatches;
    return sentence ? sentence.replace("{n}", hits.length) : String(hits.length);
  }

  // Up and down arrows move between the box and the results.
  function arrows(input, list) {
    input.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown" && list.querySelector("a")) {
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
  }

  // The search page: every result, and the query in the address.
  function searchPage(input, list, status) {
    function render(query) {
      var hits = search(query);
      while (list.firstChild) { list.removeChild(list.firstChild); }
      status.textContent = parse(query).length === 0 ? "" : count(hits);
      hits.slice(0, 50).forEach(function (page) { list.appendChild(item(page)); });
    }
    var query = new URLSearchParams(window.location.search).get("q") || "";
    input.value = query;
    render(query);
    input.addEventListener("input", function () { render(input.value); });
    arrows(input, list);
  }

  // The header's box: the first results under it as one types, and a link to all of them.
  function headerBox(input, panel, list, status) {
    function render(query) {
      var hits = search(query);
      while (list.firstChild) { list.removeChild(list.firstChild); }
      while (status.firstChild) { status.removeChild(status.firstChild); }
      panel.hidden = parse(query).length === 0;
      if (panel.hidden) { return; }
      hits.slice(0, 8).forEach(function (page) { list.appendChild(item(page)); });
      status.appendChild(document.createTextNode(count(hits) + " "));
      if (hits.length > 8) {
        var all = document.createElement("a");
        all.href = input.form.getAttribute("action") + "?q=" + encodeURIComponent(query);
        all.textContent = WORDS.searchAllResults || "…";
        status.appendChild(all);
      }
    }
    render(input.value);
    input.addEventListener("input", function () { render(input.value); });
    input.addEventListener("focus", function () { render(input.value); });
    input.form.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { panel.hidden = true; input.focus(); }
    });
    document.addEventListener("click", function (event) {
      if (!input.form.contains(event.target)) { panel.hidden = true; }
    });
    arrows(input, list);
  }

  var pageInput = document.getElementById("search-query");
  var pageList = document.getElementById("search-results");
  var pageStatus = document.getElementById("search-status");
  if (pageInput && pageList && pageStatus) { searchPage(pageInput, pageList, pageStatus); }
  var box = document.getElementById("site-search-query");
  var panel = document.getElementById("site-search-panel");
  var boxList = document.getElementById("site-search-results");
  var boxStatus = document.getElementById("site-search-status");
  if (box && panel && boxList && boxStatus) { headerBox(box, panel, boxList, boxStatus); }
})();
