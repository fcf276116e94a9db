"""Player-level numbers of a rules question (ライフ, 山札, ダメージ・ゾーン, エテル, 手札, 絆, PP …) and whose
they are: the nearest 自分/相手 word before a number (or, for ライフ and 絆, the owner named right after
it). `extract` reads card mentions with these; `side_near` also gives a card mention its side.

自分 right after the opponent as topic or subject (「相手は自分のダメージ・ゾーンが8枚」「相手が自分のライフは
2枚って言ってる」) is reflexive: the count is the opponent's own (audit 29h: read as the asker's, the
opponent's zone had been left at 0 and a lost game stated as none). Card mentions keep the nearest word
(「相手が自分のキャラにアタック」 is the asker's card), so only these counts turn.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

NUMBER = r"(-?[0-9]+)"  # the number a pattern reads, in group 1
_N = NUMBER

# player-level quantities: name -> pattern with the number in group 1
_PLAYER_PATTERNS: tuple[tuple[str, str], ...] = (
    ("life", r"ライフ(?:が|は)?(?:残り)?\s*" + _N + r"\s*枚?"),
    # (?<!ドン!!): the DON!! deck (onepiece) is not the deck a player draws from
    (
        "deck",
        r"(?<!ドン!!)(?:山札|デッキ)(?:の枚数)?(?:が|は)?(?:[^0-9。?、]{0,5}?)\s*" + _N + r"\s*枚(?!も)",
    ),
    ("damage_zone", r"ダメージ・?ゾーン(?:のカード)?(?:が|は)?(?:[^0-9。?]{0,6}?)\s*" + _N + r"\s*枚"),
    # 「手札1枚につき」 counts per card; 「手札1枚エテル・ゾーンに置いた」「手札2枚捨てた」 count the cards
    # moved (blind AC ninjaslayer-ac-10: a hand of 1 had been run and 1 stated for a first turn's hand of 4)
    (
        "hand",
        r"手札(?:に|の)?(?:カード)?(?:が|は)?(?:ちょうど|丁度|まだ|もう|すでに|既に)?\s*"
        + _N
        + r"\s*枚(?!につき)(?!\s*(?:を|だけ)?\s*(?:[^。、?!0-9]{0,12}?(?:に|へ)\s*)?"
        + r"(?:置|捨|戻|送|切[っりる]|出[しす]|加え|入れ|公開|見せ|エテル))",
    ),
    ("ether", r"エテル(?:・ゾーン)?(?:に|が|は)?(?:[^0-9。?]{0,12}?)\s*" + _N + r"\s*枚"),
    ("active_don", r"(?:アクティブ|未使用)の?\s*ドン!!(?:カード)?(?:が|は)?\s*" + _N + r"\s*枚"),
    # 「絆が3減った」 is a loss, not the 絆 left
    ("bond", r"絆(?:が|は|も)?(?:残り)?\s*" + _N + r"(?![0-9])(?!\s*点?\s*(?:減|失|増|得|回復))"),
    ("pp_max", r"PP最大値(?:が|は)?(?:もう)?\s*" + _N),
    ("pp", r"(?<!最大値)PP(?:が|は)?\s*" + _N),
    ("ep", r"EP(?:が|は)?\s*" + _N),
    ("cp", r"CP(?:が|は)?\s*" + _N),
    ("base", r"拠点(?:に|の)(?:カード)?(?:が|は)?\s*" + _N + r"\s*枚"),
    ("turn_number", _N + r"\s*ターン目"),
    ("hand", r"初手(?:が|は)?\s*" + _N + r"\s*枚"),
    ("deck", r"(?<!ドン!!)(?:山札|デッキ)(?:に|の)?(?:カードが)?(?:1枚も|一枚も)(?=な|無)" + r"()"),
    ("don_count", r"ドン!!(?:カード)?(?:が|は)?\s*" + _N + r"\s*枚(?:しか|だけ|ある|あり|の状態)"),
    ("counter_value", r"カウンター(?:値)?\s*\+?\s*" + _N),
    ("damage_points", _N + r"\s*点(?:の)?(?:イクサ)?ダメージ"),
    ("per_each", r"(?:1枚|1体|1つ)につき\s*" + _N + r"\s*(?:点の)?ダメージ"),
    ("draw", _N + r"\s*枚(?:の)?(?:カードを)?(?:ドロー|引)"),
)


_SIDE_WORDS = (
    ("相手", "opponent"),
    ("自分", "self"),
    ("あなた", "self"),
    ("こちら", "self"),
    ("こっち", "self"),
)


# 「相手は自分の」「相手が自分の」 closing the text before a count
_REFLEXIVE_BEFORE = re.compile(r"相手\s*(?:は|が)\s*自分\s*の\s*$")
# 「相手が自分のライフ1枚のリーダーにアタック」: a count modifying a noun is the asker's card's, not told of
# the subject (the gate had withheld it read either way)
_MODIFIER = re.compile(r"\s*の")


def side_near(text: str, start: int, window: int = 8) -> str | None:
    return last_side(text[max(0, start - window) : start])


def last_side(before: str, words: Sequence[tuple[str, str]] = _SIDE_WORDS) -> str | None:
    """The side of the side word said last in `before`: the nearest marker wins (「相手の…自分の」 →
    the later one)."""
    best: tuple[int, str] | None = None
    for word, side in words:
        idx = before.rfind(word)
        if idx >= 0 and (best is None or idx > best[0]):
            best = (idx, side)
    return best[1] if best else None


def player_numbers(text: str) -> tuple[dict[str, dict[str, int]], dict[str, int]]:
    players: dict[str, dict[str, int]] = {"self": {}, "opponent": {}}
    unsaid: dict[str, int] = {}
    for name, pattern in _PLAYER_PATTERNS:
        for m in re.finditer(pattern, text):
            value = int(m.group(1)) if m.group(1) else 0
            side = side_near(text, m.start(), window=10)
            if (
                side == "self"
                and _REFLEXIVE_BEFORE.search(text, 0, m.start())
                and not _MODIFIER.match(text, m.end())
            ):
                side = "opponent"
            if side is None and name in {"life", "bond"}:
                # 「ライフ3枚・パワー5000の相手リーダー」: the owner follows the number
                tail = text[m.end() : m.end() + 16]
                # …but not across 「のとき、」: in 「絆が4のとき、相手の…」 相手 is not the owner,
                # nor across a clause ended by 「で、」/「て、」 (「絆残り2で、相手のUNITに攻撃された」)
                tail = re.split(r"[。?!]|とき|時|[でて]、", tail, maxsplit=1)[0]
                side = side_near(tail + "|", len(tail), window=16)
            if side is None:
                unsaid.setdefault(name, value)
            else:
                players[side].setdefault(name, value)
    return players, unsaid
