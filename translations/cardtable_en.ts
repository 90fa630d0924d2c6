<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message numerus="yes">
        <source>%n earlier line(s) in the game log.</source>
        <translation>
            <numerusform>%n earlier line in the game log.</numerusform>
            <numerusform>%n earlier lines in the game log.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message numerus="yes">
        <source>%n more error(s) since then; the log file has them too.</source>
        <translation>
            <numerusform>%n more error since then; the log file has it too.</numerusform>
            <numerusform>%n more errors since then; the log file has them too.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FaehrteAccessTexts</name>
    <message numerus="yes">
        <source>{name}: %n card(s) in hand</source>
        <translation>
            <numerusform>{name}: %n card in hand</numerusform>
            <numerusform>{name}: %n cards in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n face down</numerusform>
            <numerusform>%n face down</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FaehrteTableTexts</name>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not known yet: needs {needed} more from %n card(s)</source>
        <translation>
            <numerusform>Not known yet: needs {needed} more from %n card</numerusform>
            <numerusform>Not known yet: needs {needed} more from %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The hidden cards: %n still face down</source>
        <translation>
            <numerusform>The hidden cards: %n still face down</numerusform>
            <numerusform>The hidden cards: %n still face down</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NegoceAccessTexts</name>
    <message numerus="yes">
        <source>{name}: {purse}, %n card(s), {sold}</source>
        <translation>
            <numerusform>{name}: {purse}, %n card, {sold}</numerusform>
            <numerusform>{name}: {purse}, %n cards, {sold}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not known</source>
        <translation>
            <numerusform>%n not known</numerusform>
            <numerusform>%n not known</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{good} (%n card(s))</source>
        <translation>
            <numerusform>{good} (%n card)</numerusform>
            <numerusform>{good} (%n cards)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} shows %n card(s) of {good}</source>
        <translation>
            <numerusform>{name} shows %n card of {good}</numerusform>
            <numerusform>{name} shows %n cards of {good}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NegoceTableTexts</name>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n coin</numerusform>
            <numerusform>%n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{purse} · %n card(s) · {sold}</source>
        <translation>
            <numerusform>{purse} · %n card · {sold}</numerusform>
            <numerusform>{purse} · %n cards · {sold}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You hold %n of the 8 goods</source>
        <translation>
            <numerusform>You hold %n of the 8 goods</numerusform>
            <numerusform>You hold %n of the 8 goods</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sale(s) made</source>
        <translation>
            <numerusform>%n sale made</numerusform>
            <numerusform>%n sales made</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>shows %n</source>
        <translation>
            <numerusform>shows %n</numerusform>
            <numerusform>shows %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: {purse}, %n different good(s)</source>
        <translation>
            <numerusform>{name}: {purse}, %n different good</numerusform>
            <numerusform>{name}: {purse}, %n different goods</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NoThanksAccessTexts</name>
    <message numerus="yes">
        <source>%n chip(s) on it</source>
        <translation>
            <numerusform>%n chip on it</numerusform>
            <numerusform>%n chips on it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: {cards}, %n chip(s)</source>
        <translation>
            <numerusform>{name}: {cards}, %n chip</numerusform>
            <numerusform>{name}: {cards}, %n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>deck: %n card(s) left</source>
        <translation>
            <numerusform>deck: %n card left</numerusform>
            <numerusform>deck: %n cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you have %n chip(s)</source>
        <translation>
            <numerusform>you have %n chip</numerusform>
            <numerusform>you have %n chips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NoThanksTableTexts</name>
    <message numerus="yes">
        <source>Cards: %n point(s)</source>
        <translation>
            <numerusform>Cards: %n point</numerusform>
            <numerusform>Cards: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score {score}: cards {points} − %n chip(s)</source>
        <translation>
            <numerusform>Score {score}: cards {points} − %n chip</numerusform>
            <numerusform>Score {score}: cards {points} − %n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) on the card</source>
        <translation>
            <numerusform>%n chip on the card</numerusform>
            <numerusform>%n chips on the card</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NoThanksTexts</name>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NoThanksUI</name>
    <message numerus="yes">
        <source>Take {card} and the %n chip(s) on it; then you turn up the next card.</source>
        <translation>
            <numerusform>Take {card} and the chip on it; then you turn up the next card.</numerusform>
            <numerusform>Take {card} and the %n chips on it; then you turn up the next card.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} is deciding on {card} (%n chip(s) on it).</source>
        <translation>
            <numerusform>{name} is deciding on {card} (1 chip on it).</numerusform>
            <numerusform>{name} is deciding on {card} (%n chips on it).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}, take {card} with its %n chip(s), or say no thanks?</source>
        <translation>
            <numerusform>{name}, take {card} with its chip, or say no thanks?</numerusform>
            <numerusform>{name}, take {card} with its %n chips, or say no thanks?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayControls</name>
    <message numerus="yes">
        <source>Start of the game (%n move(s))</source>
        <translation>
            <numerusform>Start of the game (%n move)</numerusform>
            <numerusform>Start of the game (%n moves)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message numerus="yes">
        <source>Undo was used in this game (%n time(s)).</source>
        <translation>
            <numerusform>Undo was used in this game (once).</numerusform>
            <numerusform>Undo was used in this game (%n times).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The coach gave hints in this game (%n time(s)).</source>
        <translation>
            <numerusform>The coach gave a hint in this game.</numerusform>
            <numerusform>The coach gave hints in this game (%n times).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SchnaeppchenAccessTexts</name>
    <message numerus="yes">
        <source>{name}: %n card(s) in hand, {collects}, score {score}</source>
        <translation>
            <numerusform>{name}: %n card in hand, {collects}, score {score}</numerusform>
            <numerusform>{name}: %n cards in hand, {collects}, score {score}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bargain pile of {name}: %n card(s), top card {card}</source>
        <translation>
            <numerusform>Bargain pile of {name}: %n card, top card {card}</numerusform>
            <numerusform>Bargain pile of {name}: %n cards, top card {card}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Junk pile of {name}: %n card(s)</source>
        <translation>
            <numerusform>Junk pile of {name}: %n card</numerusform>
            <numerusform>Junk pile of {name}: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SchnaeppchenTableTexts</name>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Stock: %n card</numerusform>
            <numerusform>Stock: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set aside</source>
        <translation>
            <numerusform>%n set aside</numerusform>
            <numerusform>%n set aside</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bargain pile: %n card(s), +1 point each</source>
        <translation>
            <numerusform>Bargain pile: %n card, +1 point</numerusform>
            <numerusform>Bargain pile: %n cards, +1 point each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Junk pile: %n card(s), −1 point each</source>
        <translation>
            <numerusform>Junk pile: %n card, −1 point</numerusform>
            <numerusform>Junk pile: %n cards, −1 point each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to the bargain pile</source>
        <translation>
            <numerusform>%n card to the bargain pile</numerusform>
            <numerusform>%n cards to the bargain pile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to the junk pile</source>
        <translation>
            <numerusform>%n to the junk pile</numerusform>
            <numerusform>%n to the junk pile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your junk pile: %n card(s)</source>
        <translation>
            <numerusform>Your junk pile: %n card</numerusform>
            <numerusform>Your junk pile: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>discards the whole junk pile (%n card(s))</source>
        <translation>
            <numerusform>discards the whole junk pile (%n card)</numerusform>
            <numerusform>discards the whole junk pile (%n cards)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SchnaeppchenUI</name>
    <message numerus="yes">
        <source>+%n card(s)</source>
        <translation>
            <numerusform>+%n card</numerusform>
            <numerusform>+%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−%n card(s)</source>
        <translation>
            <numerusform>−%n card</numerusform>
            <numerusform>−%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n super offer(s))</source>
        <translation>
            <numerusform>(%n super offer)</numerusform>
            <numerusform>(%n super offers)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message numerus="yes">
        <source>Points by round: %n of {rounds} round(s) played</source>
        <translation>
            <numerusform>Points by round: %n of {rounds} rounds played</numerusform>
            <numerusform>Points by round: %n of {rounds} rounds played</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SortingDialog</name>
    <message numerus="yes">
        <source>Your junk pile holds %n card(s).</source>
        <translation>
            <numerusform>Your junk pile holds %n card.</numerusform>
            <numerusform>Your junk pile holds %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) discarded (each stops costing a point)</source>
        <translation>
            <numerusform>%n card discarded (it stops costing a point)</numerusform>
            <numerusform>%n cards discarded (each stops costing a point)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to your bargain pile (each +2: no longer −1, now +1)</source>
        <translation>
            <numerusform>%n card to your bargain pile (+2: no longer −1, now +1)</numerusform>
            <numerusform>%n cards to your bargain pile (each +2: no longer −1, now +1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message numerus="yes">
        <source>%n finished game(s) recorded for these filters.</source>
        <translation>
            <numerusform>%n finished game recorded for these filters.</numerusform>
            <numerusform>%n finished games recorded for these filters.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) wait to be recorded.</source>
        <translation>
            <numerusform>%n finished game waits to be recorded.</numerusform>
            <numerusform>%n finished games wait to be recorded.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrickTableCounts</name>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
</context>
</TS>
