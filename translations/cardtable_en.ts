<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="en">
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
</TS>