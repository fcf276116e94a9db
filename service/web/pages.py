"""Page data for the search and ask pages, and the friendly not-found pages."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol
from urllib.parse import quote

from markupsafe import Markup

from corpus.errors import ClauseNotFound, InvalidClauseId
from corpus.glossary import Glossary, Term
from corpus.ids import suggest
from corpus.loader import Corpus
from corpus.model import Clause, Rulebook
from index.types import SearchResult
from service.answering.answer_line import PREFIX
from service.web.render import clause_url, highlight, link_ids, render_text, term_url


class AskService(Protocol):
    """What the ask page needs (`service.answering.ask.Answerer` satisfies it)."""

    def ask(self, question: str, game: str | None = None) -> Any: ...


@dataclass(frozen=True, slots=True)
class HitView:
    book: Rulebook
    clause: Clause
    ancestors: tuple[Clause, ...]
    exact: bool
    title_html: Markup
    text_html: Markup


def search_hits(corpus: Corpus, result: SearchResult, query: str) -> list[HitView]:
    hits: list[HitView] = []
    for hit in result.hits:
        book = corpus.books.get(hit.game)
        clause = book.clauses.get(hit.id) if book is not None else None
        if book is None or clause is None:
            continue  # an index from another corpus version; never show what we cannot cite
        chain: list[Clause] = []
        cur = clause.parent
        while cur is not None:
            chain.append(book.clauses[cur])
            cur = book.clauses[cur].parent
        hits.append(
            HitView(
                book=book,
                clause=clause,
                ancestors=tuple(reversed(chain)),
                exact=hit.exact,
                title_html=highlight(clause.title or clause.label, query),
                text_html=highlight(clause.text, query),
            )
        )
    return hits


_OUTCOME = {
    "ongoing": "ゲームは続行中です",
    "game_over": "ゲーム終了",
}
_REASON = {
    "zero_life_damage": "ライフ0枚でリーダーがダメージを受けた",
    "deck_out": "デッキが0枚になった",
    "leader_defeated": "リーダーの体力が0以下になった",
    "damage_zone_full": "ダメージ・ゾーンのカードが上限に達した",
    "life_zero": "ライフが0になった",
    "simultaneous": "両プレイヤーが同時に敗北条件を満たした",
    "concession": "投了",
    "turn_limit": "ターン数の上限",
    "other": "その他",
}
LABEL_CHARS = 24


def ask_context(corpus: Corpus, answer: Mapping[str, Any]) -> dict[str, Any]:
    """Template data for an answer (the JSON shape of `Answer.to_json()`)."""
    citations = []
    for c in answer.get("citations", ()):
        book = corpus.books.get(str(c.get("game")))
        clause = book.clauses.get(str(c.get("id"))) if book is not None else None
        if book is None or clause is None:
            continue
        citations.append(
            {
                "game": book.game,
                "id": clause.id,
                "title": clause.title,
                "label": clause.label,
                "text": clause.text,
                # verbatim, with the references it prints linked (terms stay plain in a quotation)
                "html": render_text(clause, clause.text, glossary=None),
                "game_name": book.info.short_name,
            }
        )
    pairs = [(c["game"], c["id"]) for c in citations]
    simulation = None
    sim = answer.get("simulation")
    if sim:
        game = str(sim.get("game"))
        book = corpus.books.get(game)
        rules = {r for e in sim.get("events", ()) for r in e.get("rules", ())}
        rules |= set(sim.get("outcome", {}).get("rules", ()))
        labels = {r: _short(book.clauses[r].label) for r in rules if book is not None and r in book.clauses}
        simulation = {
            "game": game,
            "events": sim.get("events", ()),
            "outcome": sim.get("outcome", {}),
            "outcome_text": _outcome_text(sim.get("outcome", {})),
            "labels": labels,
        }
    answer_game = answer.get("game") or answer.get("detected_game")
    return {
        "answer": answer,
        "answer_html": Markup("").join(
            # the stated verdict's line (「答え: …」) stands out: it answers the question asked
            Markup(_VERDICT_LINE if line.startswith(PREFIX) else "<p>{}</p>").format(link_ids(line, pairs))
            for line in str(answer.get("answer", "")).splitlines()
            if line.strip()
        ),
        "answer_game": corpus.books.get(str(answer_game)) if answer_game else None,
        "citations": citations,
        "notes": list(answer.get("notes", ())),
        "simulation": simulation,
        "reading": reading_context(answer),
    }


_VERDICT_LINE = '<p class="verdict"><strong>{}</strong></p>'

# how a fact's status reads on the page (読み取った状況)
_STATUS = {"used": "再現", "applied": "補正して再現", "neutral": "", "not_modeled": "再現できず"}
_ROLE = {"card": "カード", "owner": "持ち主", "quantity": "数", "stat": "数値", "keyword": "キーワード",
         "state": "状態", "modifier": "修整", "action": "行動", "turn": "ターン", "ask": "問い",
         "neutral": "", "term": "用語", "number": "数"}  # fmt: skip


def reading_context(answer: Mapping[str, Any]) -> dict[str, Any] | None:
    """The question with each read fact highlighted, the unmodeled facts named, and the scenario
    for the /simulate form (the `reading` of `Answer.to_json()`)."""
    reading = answer.get("reading")
    question = str(answer.get("question", ""))
    if not isinstance(reading, Mapping):
        return None
    marks: list[tuple[int, int, Mapping[str, Any]]] = []
    for fact in reading.get("facts", ()):
        start, end = fact.get("span", (0, 0))
        if fact.get("role") in ("neutral", "term") or not 0 <= start < end <= len(question):
            continue
        if any(s < end and start < e for s, e, _ in marks):  # overlapping spans: the first one shows
            continue
        marks.append((start, end, fact))
    marks.sort(key=lambda m: m[0])
    parts: list[Markup] = []
    at = 0
    for start, end, fact in marks:
        parts.append(Markup("{}").format(question[at:start]))
        status = str(fact.get("status", ""))
        value = fact.get("value")
        title = f"{_ROLE.get(str(fact.get('role')), '')}: {fact.get('concept')}"
        title += f" = {value}" if value is not None else ""
        title += f"({_STATUS.get(status, status)})" if _STATUS.get(status) else ""
        mark = Markup('<mark class="fact fact-{}" title="{}">{}</mark>')
        parts.append(mark.format(status, title, question[start:end]))
        at = end
    parts.append(Markup("{}").format(question[at:]))
    scenario = reading.get("scenario")
    verdict = answer.get("verdict") or {}
    sim = answer.get("simulation") or {}
    return {
        "question_html": Markup("").join(parts),
        "not_modeled": [
            {"text": f.get("text"), "role": _ROLE.get(str(f.get("role")), ""), "note": f.get("note", "")}
            for f in reading.get("not_modeled", ())
        ],
        "applied": [f for f in reading.get("facts", ()) if f.get("status") == "applied"],
        "assumptions": list(reading.get("assumptions", ())),
        "stated": bool(verdict.get("stated")),
        "reason": str(verdict.get("reason", "")),
        "game": sim.get("game") or answer.get("game") or answer.get("detected_game"),
        "scenario_json": json.dumps(scenario, ensure_ascii=False, indent=2) if scenario else "",
    }


def _short(label: str) -> str:
    return label if len(label) <= LABEL_CHARS else label[: LABEL_CHARS - 1].rstrip("…") + "…"


def _outcome_text(outcome: Mapping[str, Any]) -> str:
    status = str(outcome.get("status", ""))
    text = _OUTCOME.get(status, status)
    if status == "game_over":
        if outcome.get("draw"):
            text += "(引き分け)"
        elif outcome.get("winner"):
            text += f"(勝者: {outcome['winner']})"
        if outcome.get("reason"):
            reason = str(outcome["reason"])
            text += f" 理由: {_REASON.get(reason, reason)}"
    return text


@dataclass(frozen=True, slots=True)
class Suggestion:
    url: str
    label: str
    cid: str = ""


def clause_suggestions(book: Rulebook, error: ClauseNotFound | InvalidClauseId) -> list[Suggestion]:
    ids: Sequence[str] = (
        error.suggestions if isinstance(error, ClauseNotFound) else suggest(book, error.raw.strip())
    )
    return [
        Suggestion(clause_url(book.game, cid), book.clauses[cid].label, cid)
        for cid in ids
        if cid in book.clauses
    ]


def term_suggestions(glossary: Glossary, query: str) -> list[Suggestion]:
    return [Suggestion(term_url(glossary.game, t.term), t.term) for t in glossary.suggest(query)]


def shown_aliases(book: Rulebook, term: Term) -> tuple[str, ...]:
    """A term's other names, less the printed heading or bold lead-in they were read from
    (``インターラプト/インターラプト・カイゼン``), which the page shows with the definition anyway."""
    printed: set[str] = set()
    for cid in term.clause_ids:
        clause = book.clauses[cid]
        printed.add(clause.title.strip())
        if clause.text.startswith("**"):
            printed.add(clause.text[2:].split("**", 1)[0])
    return tuple(a for a in term.aliases if a not in printed)


_PARAMETER_NAMES = {"q": "検索語・質問", "game": "ゲーム"}


def bounds_text(errors: Sequence[Mapping[str, Any]]) -> list[str]:
    """What a page accepts, in Japanese, for each parameter it refused (FastAPI error dicts)."""
    out: list[str] = []
    for err in errors:
        loc = [str(p) for p in err.get("loc", ())]
        name = loc[-1] if loc else ""
        label = _PARAMETER_NAMES.get(name, name or "入力")
        ctx: Mapping[str, Any] = err.get("ctx") or {}
        if "max_length" in ctx:
            out.append(f"{label}は{ctx['max_length']}文字までです")
        else:
            out.append(f"{label}の値を受け付けられません")
    return out or ["入力を受け付けられません"]


def game_links(corpus: Corpus) -> list[Suggestion]:
    return [Suggestion(f"/ui/{quote(b.game)}", f"{b.info.short_name}の目次") for b in corpus]
