/* printkit serve: what the pages do with JavaScript, all optional (every form works without it).
   - the − and + buttons beside a number (steppers), shown only when this script runs;
   - a result or a mistake just shown is brought into view and given the focus. */
"use strict";
document.documentElement.classList.add("js");

document.addEventListener("click", function (event) {
  var button = event.target.closest("button.step");
  if (!button) { return; }
  var input = document.getElementById(button.dataset.for);
  if (!input) { return; }
  var value = parseInt(input.value, 10);
  var step = parseInt(button.dataset.step, 10);
  var next = (isNaN(value) ? (input.min ? parseInt(input.min, 10) : 0) : value + step);
  if (input.min !== "" && next < parseInt(input.min, 10)) { next = parseInt(input.min, 10); }
  if (input.max !== "" && next > parseInt(input.max, 10)) { next = parseInt(input.max, 10); }
  input.value = String(next);
  input.dispatchEvent(new Event("change", { bubbles: true }));
});

document.addEventListener("DOMContentLoaded", function () {
  var result = document.getElementById("result");
  if (result && window.location.hash === "#result") {
    result.setAttribute("tabindex", "-1");
    result.focus({ preventScroll: true });
    result.scrollIntoView({ block: "start" });
  }
});
