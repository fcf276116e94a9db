"""Telling a ONE PIECE CARD GAME simulation back: the game's result, a refused action, and the
answer's first sentences (the conclusion, then the decisive events with their clauses)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from service.answering.extract import Facts
from service.answering.scenarios.common import humanize, is_noise
from service.answering.scenarios.onepiece_read import ME, OPPONENT
from service.engine.events import Event, Result
from service.engine.scenario import SimulationResult


def who(player: str | None) -> str:
    return "自分" if player == ME else "相手"


def outcome(sim: SimulationResult) -> str:
    """The result of the game, if it ended: who lost and who won, or a draw."""
    o = sim.outcome
    if o.result is not Result.GAME_OVER:
        return ""
    if o.draw:
        return "両者が同時に敗北条件を満たすため、ゲームは引き分けになります"
    loser = ME if o.winner != ME else OPPONENT
    return f"{who(loser)}が敗北し、{who(o.winner)}の勝利です"


# the game's result asked about, not a battle's (「バトルに負ける?」「どっちの勝ち?」「アタック側の勝ち?」
# 「殴り勝てる?」)
RESULT_ASKED = re.compile(
    r"(?<!バトルに)(?<!バトルで)(?<!側の)(?<!側が)(?<!殴り)(?<!打ち)(?<!競り)(勝て|勝ち|勝利|負け|敗北)"
)


def verdict(facts: Facts, sim: SimulationResult) -> str:
    """「勝てる?」「負け?」「相手の負け?」 answered first: whether that player wins or loses the game."""
    asked = RESULT_ASKED.search(facts.text)
    if asked is None or re.search(r"どっち|どちら", facts.text):
        return ""
    theirs = re.search(r"相手(?:は|が|の)?\s*$", facts.text[max(0, asked.start() - 4) : asked.start()])
    player = OPPONENT if theirs else ME
    ended = sim.outcome.result is Result.GAME_OVER
    won = ended and sim.outcome.winner == player
    lost = ended and sim.outcome.winner not in (None, player)
    wins = asked.group(1) in ("勝て", "勝ち", "勝利")
    if player == OPPONENT:
        if wins:
            return "相手の勝ちです" if won else "相手は勝てません"
        return "相手は敗北します" if lost else "相手は敗北しません"
    going = "" if ended else "(ゲームは続きます)"
    if wins:
        return "勝てます" if won else f"勝てません{going}"
    return "負けます" if lost else f"負けません{going}"


def rejection(sim: SimulationResult) -> Event | None:
    return next((e for e in sim.events if e.type == "rejected"), None)


def seen_by(text: str, me: str = ME) -> str:
    """Engine text with the players named as the asker sees them, the asker sitting at `me`: a plan
    that seats the asker as player2 (the opponent's turn) must not call player1 自分."""
    if me != ME:
        text = text.replace(ME, "\0").replace(OPPONENT, ME).replace("\0", OPPONENT)
    return humanize(text)


def tell(
    headline: Callable[[SimulationResult], str],
    types: Iterable[str] | None = None,
    limit: int = 4,
    since: str | None = None,
    only: Callable[[Event], bool] | None = None,
    me: str = ME,
) -> Callable[[SimulationResult], str]:
    """The answer's first sentences: the conclusion, then the decisive simulated events with their
    clauses (only from the first event of type `since` on, to skip a turn change that set the scene;
    only those `only` keeps), the players named as the asker at seat `me` sees them."""
    kinds = frozenset(types) if types is not None else None

    def sentence(e: Event) -> str:
        body = seen_by(e.text, me).rstrip("。 ")
        return f"{body}({'、'.join(e.rules)})。" if e.rules else f"{body}。"

    def summarize(sim: SimulationResult) -> str:
        events = list(sim.events)
        if since is not None:
            start = next((i for i, e in enumerate(events) if since in (e.type, e.data.get("step"))), 0)
            events = events[start:]
        told: list[Event] = []
        seen: set[str] = set()
        for e in events:
            wanted = (kinds is None and not is_noise(e)) or (kinds is not None and e.type in kinds)
            if wanted and (only is None or only(e)) and e.text not in seen:
                seen.add(e.text)
                told.append(e)
        body = "".join(sentence(e) for e in told[:limit])
        return f"シミュレーション結果: {seen_by(headline(sim), me).rstrip('。')}。{body}"

    return summarize
