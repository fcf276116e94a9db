"""Telling a planned ONE PIECE CARD GAME run back: the game's result, else each player's life and
hand at the end and the cards KO'd, as seen by the asker."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

from service.answering.plans.onepiece_cards import ASKER, OTHER
from service.answering.reading.model import Reading, Role
from service.answering.scenarios.onepiece_tell import outcome
from service.engine.events import Result
from service.engine.scenario import SimulationResult


def seats(turn_side: str) -> dict[str, str]:
    """The asker's and the opponent's seats: the side whose turn it is sits as player1 (the engine's
    turn player)."""
    if turn_side == ASKER:
        return {ASKER: "player1", OTHER: "player2"}
    return {ASKER: "player2", OTHER: "player1"}


def _who(side: str) -> str:
    return "自分" if side == ASKER else "相手"


_ZONES = {"life": "ライフ", "hand": "手札", "deck": "デッキ", "trash": "トラッシュ"}


def headline(
    seat: Mapping[str, str], shown: Sequence[tuple[str, str]], asked: str = ""
) -> Callable[[SimulationResult], str]:
    """The conclusion: who won (as the asker sees it), else the players' quantities the question
    names (`shown`: (side, zone)) at the end, then the characters KO'd. `asked`: the question of a
    winner ask, whose answer leads (`said_first`)."""

    def head(sim: SimulationResult) -> str:
        first = said_first(asked, sim, seat[ASKER]) if asked else ""
        told = told_end(sim)
        return f"{first}。{told}" if first else told

    def told_end(sim: SimulationResult) -> str:
        ended = outcome(sim)
        if ended:
            if seat[ASKER] == "player2":  # `outcome` names player1 自分
                ended = ended.replace("自分", "\0").replace("相手", "自分").replace("\0", "相手")
            return ended
        told = [
            f"{_who(side)}の{_ZONES[zone]}は{len(sim.zone(seat[side], zone))}枚"
            for side, zone in dict.fromkeys(shown)
            if zone in _ZONES
        ]
        knocked = [
            e
            for e in sim.events
            if e.type == "move"
            and e.data.get("from_zone") == "characters"
            and e.data.get("to_zone") == "trash"
        ]
        sentences = ["、".join(told) + "になります" if told else ""]
        if knocked:
            sentences.append(f"キャラ{len(knocked)}枚がKOされます")
        elif not told:
            sentences.append("KOされるキャラはありません")
        return "。".join(s for s in sentences if s) + "(ゲームは続きます)"

    return head


def explained(head: Callable[[SimulationResult], str], defender: str) -> Callable[[SimulationResult], str]:
    """The conclusion, then why the battle went as it did: DON!! given to the defender's card add
    nothing outside its owner's turn (6-5-5-2); an attacking card that loses its battle deals no
    damage (7-1-4-2). Said without a number, so no number verdict reads it."""
    word = _who(defender)
    attacker = _who(OTHER if defender == ASKER else ASKER)

    def said(sim: SimulationResult) -> str:
        why = [head(sim).rstrip("。")]
        compared = next((e for e in sim.events if e.type == "compare"), None)
        if compared is not None and compared.data.get("defender_don"):
            why.append(f"{word}のカードに付与されたドン!!は、{word}のターンではないためパワーに加わりません")
        if compared is not None and any(e.type == "battle_lost" for e in sim.events):
            hit = (
                "ダメージは入りません" if compared.data.get("defender_kind") == "leader" else "何も起きません"
            )
            why.append(f"アタックした{attacker}のカードがバトルに負け、{hit}")
        return "。".join(why)

    return said


# the game's result asked about, not a battle's (「バトルに負ける?」「どっちの勝ち?」「アタック側の勝ち?」
# 「殴り勝てる?」)
_RESULT_ASKED = re.compile(
    r"(?<!バトルに)(?<!バトルで)(?<!側の)(?<!側が)(?<!殴り)(?<!打ち)(?<!競り)(勝て|勝ち|勝利|負け|敗北)"
)


def said_first(text: str, sim: SimulationResult, me: str) -> str:
    """A winner ask answered first (the asker sits at `me`): 「勝てる?」「負け?」「相手は負ける?」 by
    whether that player wins or loses the game, 「ゲーム終わり?」 by whether anyone has won."""
    o = sim.outcome
    ended = o.result is Result.GAME_OVER
    asked = _RESULT_ASKED.search(text)
    if asked is None or re.search(r"どっち|どちら", text):
        return "" if ended else "まだ勝者はいません"
    theirs = re.search(r"相手(?:は|が|の)?\s*$", text[max(0, asked.start() - 4) : asked.start()])
    player = ("player1" if me == "player2" else "player2") if theirs else me
    won = ended and o.winner == player
    lost = ended and o.winner not in (None, player)
    wins = asked.group(1) in ("勝て", "勝ち", "勝利")
    if theirs:
        if wins:
            return "相手の勝ちです" if won else "相手は勝てません"
        return "相手は敗北します" if lost else "相手は敗北しません"
    if wins:  # the conclusion after it says the game goes on (「(ゲームは続きます)」)
        return "勝てます" if won else "勝てません"
    return "負けます" if lost else "負けません"


# what a number asked may count other than a zone's cards: damage points, a power, a cost, DON!!
_OTHER_NUMBER = re.compile(r"ダメージ|パワー|点|コスト|ドン")


def asks_shown_count(reading: Reading, shown: Sequence[tuple[str, str]]) -> bool:
    """Whether the count a 「何枚?」 asks is one the conclusion tells (`shown`: (side, zone)): a zone the
    asking sentence names (ライフ, 手札 …) is a shown one of the player named right before it
    (「相手の手札は何枚?」 when only the asker's life is shown asks a count the run does not give); a
    sentence naming no zone (「何枚残る?」) asks the one count shown."""
    ask = next((f for f in reversed(reading.asks()) if f.concept == "number"), None)
    if ask is None:
        return False
    begun = max(reading.text.rfind(c, 0, ask.start) for c in "。??!!\n") + 1
    named = [
        (zone, at.start())
        for zone, word in _ZONES.items()
        for at in re.finditer(word, reading.text[begun : ask.end])
    ]
    if not named:  # 「与えたダメージは何点?」「パワーはいくつ?」: another number than a zone's count
        return len(set(shown)) == 1 and not _OTHER_NUMBER.search(reading.text, begun, ask.end)
    for zone, at in named:
        whose = next(
            (f.owner for f in reading.of(Role.OWNER) if _OWNS.fullmatch(reading.text, f.end, begun + at)),
            None,
        )
        if any(z == zone and whose in (None, side) for side, z in shown):
            return True
    return False


_OWNS = re.compile(r"\s*の?\s*")
