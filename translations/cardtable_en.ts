<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>NoThanksTable</name>
    <message numerus="yes">
        <source>Cards: %n point(s)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Score {score}: cards {points} − %n chip(s)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) on the card</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
</context>
<context>
    <name>NoThanksUI</name>
    <message numerus="yes">
        <source>Take {card} and the %n chip(s) on it; then you turn up the next card.</source>
        <translation>
            <numerusform>Take {card} and the chip on it; then you turn up the next card.</numerusform><numerusform>Take {card} and the %n chips on it; then you turn up the next card.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>{name} is deciding on {card} (%n chip(s) on it).</source>
        <translation>
            <numerusform>{name} is deciding on {card} (1 chip on it).</numerusform><numerusform>{name} is deciding on {card} (%n chips on it).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>{name}, take {card} with its %n chip(s), or say no thanks?</source>
        <translation>
            <numerusform>{name}, take {card} with its chip, or say no thanks?</numerusform><numerusform>{name}, take {card} with its %n chips, or say no thanks?</numerusform></translation>
    </message>
</context>
<context>
    <name>SchnaeppchenTableTexts</name>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set aside</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Bargain pile: %n card(s), +1 point each</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Junk pile: %n card(s), −1 point each</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to the bargain pile</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to the junk pile</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Your junk pile: %n card(s)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
</context>
<context>
    <name>SchnaeppchenUI</name>
    <message numerus="yes">
        <source>+%n card(s)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>−%n card(s)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n super offer(s))</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
</context>
<context>
    <name>SortingDialog</name>
    <message numerus="yes">
        <source>Your junk pile holds %n card(s).</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) discarded (each stops costing a point)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to your bargain pile (each +2: no longer −1, now +1)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
</context>
</TS>