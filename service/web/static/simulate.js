// /ui/ask: run the (edited) scenario of the reading through POST /simulate and list the events.
"use strict";
document.addEventListener("DOMContentLoaded", () => {
  const form = document.getElementById("simulate-form");
  const out = document.getElementById("simulate-result");
  if (!form || !out) return;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    out.textContent = "";
    let scenario;
    try {
      scenario = JSON.parse(form.elements.namedItem("scenario").value);
    } catch (err) {
      out.textContent = "シナリオが JSON として読めません: " + err.message;
      return;
    }
    const response = await fetch("/simulate", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ game: form.dataset.game, scenario: scenario }),
    });
    const body = await response.json();
    if (!response.ok) {
      out.textContent = (body.title || "エラー") + ": " + (body.detail || "");
      return;
    }
    const list = document.createElement("ol");
    list.className = "timeline";
    for (const e of body.events || []) {
      const item = document.createElement("li");
      const rules = (e.rules || []).join("、");
      item.textContent = e.text + (rules ? "(" + rules + ")" : "");
      list.appendChild(item);
    }
    const outcome = document.createElement("p");
    const o = body.outcome || {};
    outcome.textContent = "結果: " + (o.status || "") + (o.winner ? "(勝者: " + o.winner + ")" : "");
    out.append(list, outcome);
  });
});
