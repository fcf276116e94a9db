"""軌跡 TCG UNIT reading: what the words around a UNIT noun say of its side and state, beyond the
nearest side word (`kiseki_read.read_units`).

「相手がスクラムサポートで自分のUNITにサポート付けてきた」: the 自分 of a clause whose subject is the
opponent is the opponent's own — a スクラムサポート targets a UNIT its player controls (1218.2,
1219.2a), so the supported UNIT is the opponent's, and it has the サポート (1220.1b). Read by the nearest
side word it had been the asker's (blind Y kiseki-by-05: the attacker got its DEF and the overkill
1309.1a prevents was stated).

「相手のUNITはスタンする?」: a stun in the non-past is asked or to come, no state the UNIT is in
(1306.2) — it had been read as a second, stunned UNIT that then could not give the サポート.
"""

from __future__ import annotations

import re

# the non-past of スタン: asked or to come (「スタンする?」「スタンしない?」), not a state (1306.2)
_UNDONE = r"する|しな|しま(?!した)|しちゃう|しそう|しうる|できる"

# 「…UNITに+2/+0を与えて」「…UNITに「このターン中+2/+0を得る」を使ってから」: the に-noun receives a stat
# change told right after it (1303.1) — the effect's recipient, whatever the sentence attacks later
GIVEN = re.compile(
    r"\s*に\s*(?:効果で\s*)?(?:[「『][^」』]{0,40}[」』]|[+-]\s*[0-9]+\s*/\s*[+-]\s*[0-9]+)\s*(?:の\s*効果)?\s*を?\s*"
    r"(?:与え|使[っうい]|かけ|付け|付与|撃っ|打っ|もらっ)"
)
# 「STR6単独で殴った」: the one attacker said alone (804.5: a single UNIT's attack)
ALONE = r"(?:単独|1体|一体|だけ|のみ)?\s*"
# a UNIT told by its STR/DEF pair alone: 「相手の2/2に」, and (blind Y kiseki-by-03) 「俺のSTR3/DEF3で相手の
# STR2/DEF4を攻撃」 — not 「自分のSTR3/DEF2で【武術】を持つUNITで」, a noun that follows it
BARE_PAIR = (
    r"(?:(?:自分|相手|あなた|こちら)の[0-9]+\s*/\s*[0-9]+|(?:自分|相手|あなた|こちら|こっち|俺)の"
    r"STR\s*[0-9]+\s*/\s*DEF\s*[0-9]+(?![^、。]{0,15}(?:UNIT|ユニット)))"
    r"(?=\s*(?:\([^()]*\))?\s*(?:に|を|へ|で|が|は))"
)
_END = r"[^。?？!！]"
# the opponent the subject of the clause that names the UNIT by the asker's side word
_OPPONENT_SUBJECT = re.compile(r"相手(?:が|は)" + _END + r"*?自分の" + _END + r"*$")
_SUPPORT_GIVEN = re.compile(r"\s*に\s*(?:スクラム)?サポート")


def supported_by_opponent(lead: str, rest: str) -> bool:
    """The UNIT noun after `lead` (its clause so far) and before `rest` is the target of the opponent's
    スクラムサポート though named with 自分 (こっち, 俺 are always the asker): the opponent's own UNIT
    (1218.2, 1219.2a)."""
    if _OPPONENT_SUBJECT.search(lead) is None:
        return False
    return _SUPPORT_GIVEN.match(rest) is not None or "スクラムサポート" in lead


def stunned_said(said: str, rest: str, count: str) -> bool:
    """The UNIT is told stunned: in its noun phrase `said`, or right after it in `rest` (「相手のUNITが
    2体ともスタンしている」, `count` the reader's count pattern) — not a stun asked or to come."""
    if re.search(r"スタン(?!して(?:い)?な|状態で(?:は)?な|" + _UNDONE + ")", said):
        return True
    told = r"\s*(?:が|は)\s*(?:全部|全て|すべて|みんな)?\s*" + count + r"(?:とも)?\s*スタン"
    return re.match(told + r"(?!して(?:い)?な|" + _UNDONE + ")", rest) is not None


# 「相手がスクラムサポートしたあと、俺のSTR5で相手のSTR2/DEF3を攻撃」: a スクラムサポート told done before the
# attack with no target named — which of the player's UNITs got the サポート is untold (1219.2a), and
# with it whether the attacked one's overkill is prevented (1309.1a); the attack plan's support step
# (803.7) gives it to the attacked UNIT (kiseki audit 13 had stated 1 for 1 or 3)
_SUPPORT_BEFORE = re.compile(
    r"スクラムサポート\s*(?:を)?\s*(?:した|して)\s*(?:あと|後|から)" + _END + r"*?(?:攻撃|殴|アタック)"
)
# 「…攻撃。相手はスクラムサポートしてた」: told done earlier in a later sentence (r13b audit: 2 stated)
_SUPPORT_DONE = re.compile(r"スクラムサポート\s*(?:を)?\s*(?:してた|していた|してある|済み)")
_SUPPORT_TARGET = re.compile(
    r"(?:に|へ)\s*(?:スクラム)?サポート|スクラムサポート\s*(?:で|して)" + _END + r"*?(?:に|へ)\s*サポート"
)


def support_before_attack(text: str) -> bool:
    """A スクラムサポート told before the attack, its target not named."""
    told = _SUPPORT_BEFORE.search(text) or _SUPPORT_DONE.search(text)
    return told is not None and _SUPPORT_TARGET.search(text) is None


# 「相手のUNITがスタン状態だったら」: a UNIT supposed stunned — a stunned UNIT does not stun (1306.2d)
# nor fights as the told one; the attack run ignored it (r13b audit: 2 stated for no stun damage)
_STUNNED_IF = re.compile(
    r"スタン(?:状態)?\s*(?:だったら|なら|であれば|だとしたら|してたら|していたら|してれば)"
)


def stunned_if(text: str) -> bool:
    """A UNIT supposed stunned by a condition 「スタン状態だったら」."""
    return _STUNNED_IF.search(text) is not None


# 「俺のSTR4のUNITにサポートを付けた。そのUNITで相手の…を攻撃」: the UNIT given the サポート is the one that
# attacks — 1309.1a prevents the overkill only when the UNIT with サポート is attacked, but the attack
# builder gives a told スクラムサポート to the attacked side's UNIT (audit 29b: 1 stated for 3)
_SUPPORTED_ATTACKS = re.compile(
    r"(?:に|へ)\s*[、,]?" + _END + r"{0,24}?サポート" + _END + r"*?[。、,]\s*"
    r"(?:その|この|そっちの|こっちの)\s*(?:UNIT|ユニット|子)?\s*(?:で|が)" + _END + r"*?(?:攻撃|殴|アタック)"
)
# 「俺のSTR4・DEF3のUNITにサポートを付けた」 while nothing says the opponent attacks: the asker's UNIT
_OWN_SUPPORTED = re.compile(
    r"(?:俺|自分|こっち|僕|私|うち)\s*の"
    + _END
    + r"{0,24}?(?:UNIT|ユニット)\s*に\s*[、,]?"
    + _END
    + r"{0,24}?サポート"
)
_OPPONENT_ATTACKS = re.compile(r"(?:攻撃|殴|アタック)(?:して|って)(?:き|く)|(?:攻撃|殴|アタック)(?:さ|ら)れ")


def support_on_attacker(text: str) -> bool:
    """A サポート told given to the UNIT that attacks (1309.1a concerns only the attacked UNIT)."""
    if _SUPPORTED_ATTACKS.search(text):
        return True
    return _OWN_SUPPORTED.search(text) is not None and _OPPONENT_ATTACKS.search(text) is None
