// The copy buttons on clause pages (progressive enhancement: without scripts the citation stays a
// read-only field to select). Same-origin file, no inline script, so a CSP of script-src 'self' fits.
"use strict";
document.addEventListener("DOMContentLoaded", function () {
  document.querySelectorAll("button[data-copy-from]").forEach(function (button) {
    var field = document.getElementById(button.getAttribute("data-copy-from"));
    var status = button.parentElement.querySelector(".copy-status");
    if (!field) {
      return;
    }
    button.hidden = false;
    function done(ok) {
      if (status) {
        status.textContent = ok ? "コピーしました" : "コピーできませんでした。欄を選択してコピーしてください";
      }
    }
    function fallback() {
      field.focus();
      field.select();
      var ok = false;
      try {
        ok = document.execCommand("copy");
      } catch (e) {
        ok = false;
      }
      done(ok);
    }
    button.addEventListener("click", function () {
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(field.value).then(function () { done(true); }, fallback);
      } else {
        fallback();
      }
    });
  });
});
