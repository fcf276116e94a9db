"""Shadowverse Evolve: the sentences a paid play's answer opens with (split from `sve_pay` to keep each module
under ~400 lines): the play made or refused and the PP left or paid, the EP told beside it, a set cost applied
first, a 【クイック】 card in the asker's own main phase."""

from __future__ import annotations

from service.engine.scenario import SimulationResult


def play_head(sim: SimulationResult, several: bool, spell: bool, start: int | None = None) -> str:
    """`start`: the PP the play was paid from, when the PP paid is asked (「何点減る?」)."""
    why = next((e.text for e in sim.events if e.type == "rejected"), None)
    verb = "使え" if spell else "出せ"  # a spell is used (8.2.1), the others put onto the field
    if why:
        return f"{'全部は' if several else ''}{verb}ません({why})"
    left = sim.counter("player1", "pp")
    if start is not None:
        return (
            f"支払うPPは{start - left}で、PPは{start - left}減ります(コストの変更後の値が0未満なら0として"
            "扱います: 10.4.4.1、1.3.2)"
        )
    return f"{'全部' if several else ''}{verb}ます。コストを支払い、PPは{left}残ります"


def ep_unused(head: str, told: bool) -> str:
    """The EP told beside a play: it pays no card's cost (3.2.5: only an evolve's PP, 12.2.3)."""
    if not told:
        return head
    told_ep = "EPは進化能力をプレイする際にPPの代わりに使えるだけで、カードのプレイには使えません(3.2.5)"
    return f"{head}。{told_ep}"


def set_first(head: str, set_to: int | None, change: int) -> str:
    """The order of the told changes said after the head: a set value first, then the increases and
    decreases (10.10.2.4)."""
    if set_to is None:
        return head
    then = f"、その後に増減({change:+d})を適用します" if change else ""
    return f"{head}。コストを{set_to}にする効果を先に適用します{then}(10.10.2.4)"


def quick_head(head: str, quick: bool) -> str:
    """A 【クイック】 card played in the asker's own turn: also allowed in its main phase (12.3.5)."""
    if not quick or not head.startswith(("使えます", "出せます")):
        return head
    return (
        f"{head}。【クイック】を持つカードは、自分のターンのメインフェイズ中にプレイすることも可能です"
        "(12.3.5)"
    )
