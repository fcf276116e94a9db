"""Whose turn a question's act happens in (issue 11, owner accounting; used by `owned.misowned`):

* a turn told by play order (「後攻の最初のターン」: game turn 2) must be the turn the scenario runs;
* a turn told as one player's in the asking sentence (「相手の3ターン目にもアタックできる?」) must be
  that player's turn at the end of the run (player1 starts as the turn player, each scripted turn end
  (lexicon/play_order.json ``turn_ends``) passes it);
* an act only the turn player does in a game (lexicon/play_order.json ``turn_player_acts``) told in a
  player's turn with no subject is that player's (`owned._doer`);
* a turn or step told as *now* (「今は俺のターン。」「今は自分の攻撃ステップ」) is still that player's
  when the asked act happens (`now_owner`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.reading import payload as pl
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.seating import SENTENCE_END, Misowned, quoted, who

ME = "自分|俺|私|僕|こっち|こちら|うち"
YOU = "相手|向こう|あっち"
_ME, _YOU = ME, YOU

# a player's n-th turn by play order: 「後攻の最初のターン」「先攻1ターン目」
_ORDER_TURN = re.compile(
    r"(先攻|後攻)\s*(?:の)?\s*(最初|初|[0-9]+|一|二|三)\s*(?:の)?\s*(?:回目の)?\s*ターン"
)
# the asker's play order: 「後攻です」「自分は後攻」「後攻の自分」
_MY_ORDER = re.compile(rf"(?:{_ME})\s*(?:は|が)\s*(先攻|後攻)|(先攻|後攻)\s*(?:です|でした|だ|の(?:{_ME}))")
_MY_TURN = re.compile(rf"(?:{_ME})\s*の\s*(最初|初|[0-9]+|一|二|三)\s*(?:の)?\s*(?:回目の)?\s*ターン")
_ORDINALS = {"最初": 1, "初": 1, "一": 1, "二": 2, "三": 3}


def decisive_near(reading: Reading, fact: Fact) -> Fact | None:
    """The first decisive fact after `fact`, else before it (whose not_modeled note names the span)."""
    return next((f for f in reading.facts if f.start >= fact.end and f.decisive), None) or next(
        (f for f in reversed(reading.facts) if f.end <= fact.start and f.decisive), None
    )


_PLAY_ORDER = Path(__file__).resolve().parents[1] / "lexicon" / "play_order.json"


# 「自分のターンに」「相手のターン中に」: the turn an act is told in
IN_TURN = re.compile(rf"({_ME}|{_YOU})\s*の\s*(?:[0-9]+\s*)?ターン\s*目?\s*(?:中に|中|に|で|の間に|、)")


def _turn_fact(reading: Reading, m: re.Match[str]) -> Fact | None:
    """The TURN fact a told span overlaps, else the decisive fact nearest it (whose note names it)."""
    fact = next((f for f in reading.of(Role.TURN) if f.start < m.end() and m.start() < f.end), None)
    return fact or decisive_near(reading, Fact(m.start(), m.end(), m.group(0), Role.TURN, "turn"))


def _told_in_ask(reading: Reading, pattern: re.Pattern[str]) -> list[re.Match[str]]:
    """The unquoted matches of `pattern` in the asking sentence, before its last ask."""
    asks = reading.asks()
    if not asks:
        return []
    text = reading.text
    begin = max((m.end() for m in SENTENCE_END.finditer(text, 0, asks[-1].start)), default=0)
    return [m for m in pattern.finditer(text, begin, asks[-1].start) if not quoted(text, m.start())]


@cache
def _play_order() -> dict[str, Any]:
    """lexicon/play_order.json, read once."""
    loaded: dict[str, Any] = json.loads(_PLAY_ORDER.read_text(encoding="utf-8"))
    return loaded


def _games(key: str, game: str) -> frozenset[str]:
    """The list a section of play_order.json gives `game` (empty when it lists none)."""
    return frozenset(_play_order().get(key, {}).get(game, ()))


def turn_player_acts(game: str) -> frozenset[str]:
    """The acts only the turn player does in `game` (lexicon/play_order.json)."""
    return _games("turn_player_acts", game)


def _turn_ends(game: str) -> frozenset[str]:
    """The scripted actions that end a turn in `game`'s scenarios (lexicon/play_order.json)."""
    return _games("turn_ends", game)


def _step_ends(game: str) -> frozenset[str]:
    """The scripted actions that hand a step to the other player in `game` (lexicon/play_order.json)."""
    return _games("step_ends", game)


def _alternating() -> frozenset[str]:
    """The games whose game turns alternate between the players (lexicon/play_order.json)."""
    return frozenset(_play_order()["alternating"])


def _runner(scenario: Mapping[str, Any], ends: frozenset[str]) -> str:
    """The seat acting at the end of the run: player1 starts (`scenarios/common.py`) and each scripted
    action of `ends` (a turn end, or a pass inside a step) hands over to the other seat."""
    handed = sum(n for kind, n in pl.action_kinds(scenario, ("actions",)).items() if kind in ends)
    return "player1" if handed % 2 == 0 else "player2"


def turn_order(
    reading: Reading, game: str, scenario: Mapping[str, Any], seats: Mapping[str, str]
) -> Misowned | None:
    """A turn told by play order (「後攻の最初のターン」: the game's turn 2) that the scenario runs as
    a turn of the other order (turn 1, the 先攻's)."""
    text = reading.text
    if game not in _alternating():
        return None
    turn = scenario.get("turn", pl.engine_default(game, "turn"))
    if not isinstance(turn, int) or isinstance(turn, bool):
        return None
    told = [(m, m.group(1), m.group(2)) for m in _ORDER_TURN.finditer(text)]
    mine = _MY_ORDER.search(text)
    if mine is not None and seats.get("self") == "player1":  # the asker is the turn player
        order = mine.group(1) or mine.group(2)
        told += [(m, order, m.group(1)) for m in _MY_TURN.finditer(text)]
    asks = reading.asks()
    if not asks:
        return None
    # the turn told in the asking sentence is the asked one (「先攻の1ターン目の間は…」 is not)
    begin = max((m.end() for m in SENTENCE_END.finditer(text, 0, asks[-1].start)), default=0)
    told = [t for t in told if t[0].start() >= begin]
    wanted: dict[int, re.Match[str]] = {}
    for m, order, nth in told:
        n = _ORDINALS.get(nth) or (int(nth) if nth.isdigit() else 0)
        if n >= 1:
            wanted.setdefault(2 * n - 1 if order == "先攻" else 2 * n, m)
    if not wanted or turn in wanted:  # 「先攻の1ターン目の間は…後攻の自分の最初のターン」: either
        return None
    m = next(iter(wanted.values()))
    fact = _turn_fact(reading, m)
    if fact is None:
        return None
    said = "・".join(f"{n}ターン目" for n in sorted(wanted))
    reason = f"「{m.group(0)}」はゲームの{said}ですが、シナリオは{turn}ターン目です"
    return Misowned("turn_order", reason, fact)


# 「相手の3ターン目にもアタックできる?」「相手のターン中に…できる?」: a turn told as one player's, as the
# time of an act (not 「自分のターンを終えたら」, the turn's end)
_OWNED_TURN = re.compile(
    rf"({_ME}|{_YOU})\s*の\s*(?:[0-9]+\s*)?(?:回目の\s*)?ターン\s*目?\s*(?:中に|中|にも|に|で|の間に|の間|、)"
)


def turn_owner(
    reading: Reading, game: str, scenario: Mapping[str, Any], seats: Mapping[str, str]
) -> Misowned | None:
    """The turn the asking sentence tells as one player's (「相手の3ターン目にも」) is that player's turn
    at the end of the run: player1 starts as the turn player (`scenarios/common.py`) and each scripted
    turn end the game lists passes the turn. The asker's card run in the asker's own turn for
    「相手の3ターン目にもアタックできる?」 answers another question (onepiece 7-1: the turn player
    attacks)."""
    ends_turn = _turn_ends(game)
    if not ends_turn:  # a game whose scenarios pass turns otherwise (ninjaslayer: phase by phase)
        return None
    told = _told_in_ask(reading, _OWNED_TURN)
    if len(told) != 1:
        return None
    runs = _runner(scenario, ends_turn)
    owner = "opponent" if told[0].group(1) in ("相手", "向こう", "あっち") else "self"
    if seats.get(owner) == runs:
        return None
    fact = _turn_fact(reading, told[0])
    if fact is None:
        return None
    reason = f"「{told[0].group(0)}」は{who(owner)}のターンですが、シナリオは別のプレイヤーのターンです"
    return Misowned("turn_owner", reason, fact)


# 「今は俺のターン」「いまは相手のメインフェイズ」「今、自分の攻撃ステップ」: a turn, phase or step told
# as now; 「俺のターン中です。」「自分の番だ。」 (a sentence of its own) says the same
_NOW = re.compile(
    rf"(?:今|いま)\s*(?:は|、|,)?\s*({_ME}|{_YOU})\s*(?:側)?\s*の\s*([^\s、。,?？!！「」]{{0,8}}?)"
    rf"(ターン|番|フェイズ|ステップ)"
    rf"|(?:^|[。!！\n])\s*({_ME}|{_YOU})\s*の\s*([^\s、。,?？!！「」]{{0,8}}?)(ターン|番|フェイズ|ステップ)\s*"
    rf"(?:中)?\s*(?:です|だ|なんだ|ね|よ)?\s*(?:[。!！\n]|$)"
)
# another turn the question tells (「次の相手のターンに」「ターンを終えて」「前のターン」): the run may change
# turns for it, so a turn told as now is not checked against the run's end
_OTHER_TURN = re.compile(r"次|前の|前回|ターン\s*(?:を|が)?\s*(?:終|エンド|明け|渡)|ターンエンド|ターン目")


def now_owner(
    reading: Reading, game: str, scenario: Mapping[str, Any], seats: Mapping[str, str]
) -> Misowned | None:
    """A turn or step told as now (「今は俺のターン。相手のアクティブのキャラでアタックできる?」) that the
    run hands to the other player before the asked act — a scripted turn end (``turn_ends``) or, in a
    game whose players take turns inside a step, a pass (``step_ends``: kiseki 803.4a, the other
    player does the next battle substep). Such a run answers another question: round 14's auditor
    found 'yes' stated for the opponent's attack in the asker's told turn (onepiece 7-1: the turn
    player attacks) and step (kiseki 803.3: the primary player attacks). Only a question that tells no
    other turn is checked (「次の相手のターンに」 asks about a later turn)."""
    text = reading.text
    told = [m for m in _NOW.finditer(text) if not quoted(text, m.start())]
    if len(told) != 1 or _OTHER_TURN.search(text):
        return None
    m = told[0]
    owner_word = m.group(1) or m.group(4)
    unit = m.group(3) or m.group(6)
    ends = _step_ends(game) if unit == "ステップ" and _step_ends(game) else _turn_ends(game)
    if not ends or (unit != "ステップ" and game in _STEP_SHARED):
        return None
    runs = _runner(scenario, ends)
    owner = "opponent" if re.fullmatch(_YOU, owner_word) else "self"
    if seats.get(owner) == runs:
        return None
    fact = _turn_fact(reading, m)
    if fact is None:
        return None
    said = m.group(0).strip("。!！\n ")
    reason = (
        f"「{said}」は{who(owner)}の{unit}ですが、シナリオは別のプレイヤーの{unit}で問われた行動を実行します"
    )
    return Misowned("now_owner", reason, fact)


# games whose turns and phases both players act in (kiseki 703.5, 802.3): only a step has one owner
_STEP_SHARED = frozenset({"kiseki"})


# 「俺のサブステップで…殴れる?」「相手の攻撃ステップに」: a step told as one player's, as the time of an act
_OWNED_STEP = re.compile(
    rf"({_ME}|{_YOU})\s*(?:側)?\s*の\s*([^\s、。,?？!！「」]{{0,8}}?)ステップ\s*(?:中に|中|にも|に|で|の間に|の間|、)"
)


def step_owner(
    reading: Reading, game: str, scenario: Mapping[str, Any], seats: Mapping[str, str]
) -> Misowned | None:
    """The step the asking sentence tells as one player's (「俺のサブステップで、…殴れる?」) is that
    player's when the asked (last) act runs, in a game whose players take turns inside a step
    (``substep_ends``: kiseki 803.4a, 804.14, each battle substep has its primary player).
    kiseki-ae-02 had run the opponent's attack told earlier as the reason for a state (「相手の
    サブステップで攻撃したからアクション状態」) for the asker's asked one, a 'no' stated for another
    question."""
    if not _games("substep_ends", game):
        return None
    told = _told_in_ask(reading, _OWNED_STEP)
    if len(told) != 1:
        return None
    owner = "opponent" if re.fullmatch(_YOU, told[0].group(1)) else "self"
    # whose substep the asked (last) act falls in: player1 starts and each pass or attack before it hands
    # the next substep over (「相手の攻撃中に…スクラムサポートに使った。そのあと自分の戦闘サブステップで」)
    actions = scenario.get("actions")
    before = actions[:-1] if isinstance(actions, list) else []
    handed = sum(1 for a in before if isinstance(a, dict) and a.get("kind") in _games("substep_ends", game))
    if seats.get(owner) == ("player1" if handed % 2 == 0 else "player2"):
        return None
    m = told[0]
    fact = _turn_fact(reading, m)
    if fact is None:
        return None
    said = m.group(0).rstrip("、,にでの中 ")
    reason = f"「{said}」は{who(owner)}のステップですが、シナリオは別のプレイヤーのステップで"
    reason += "問われた行動を実行します"
    return Misowned("step_owner", reason, fact)
