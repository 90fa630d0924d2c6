"""Sealed Bid's French, by translation context: the tests compile it with pyside6-lrelease (conftest)."""

FRENCH = {
    "Games": {
        "Sealed Bid": "Enchères secrètes",
        "Bid coins in secret for a pair of prizes; the winner pays and picks one.":
            "Misez des pièces en secret pour une paire de prix ; le gagnant paie et en choisit un.",
        "Sealed Bid is a test game of cardtable.": "Enchères secrètes est un jeu de test de cardtable.",
    },
    "Options": {
        "Length": "Durée",
        "Short (4 rounds)": "Courte (4 manches)",
        "Long (6 rounds)": "Longue (6 manches)",
    },
    "Events": {
        "{seat} places a sealed bid.": "{seat} fait une mise secrète.",
        "The bids are {bids}: {seat} wins with {bid} and chooses a prize.":
            "Les mises sont {bids} : {seat} l’emporte avec {bid} et choisit un prix.",
        "{seat} takes the prize worth {value}.": "{seat} prend le prix de {value}.",
        "Round {number}: prizes {first} and {second}; {seat} bids first.":
            "Manche {number} : prix {first} et {second} ; {seat} mise en premier.",
    },
    "Reasons": {
        "Take one of the two prizes.": "Prenez l’un des deux prix.",
        "You cannot bid {bid} coins: you have {coins}.": "Vous ne pouvez pas miser {bid} pièces : vous en avez {coins}.",
    },
    "SealedBidUI": {
        "Bid {amount}": "Miser {amount}",
        "Take the left prize": "Prendre le prix de gauche",
        "Take the right prize": "Prendre le prix de droite",
        "L": "G",
        "R": "D",
        "Score {value} points.": "Marquer {value} points.",
        "Offer {amount} of your {coins} coins.": "Offrir {amount} de vos {coins} pièces.",
        "The game is over.": "La partie est terminée.",
        "{name}, you won the auction: take the prize worth {first} or the one worth {second}.":
            "{name}, vous avez remporté l’enchère : prenez le prix de {first} ou celui de {second}.",
        "{name} won the auction and is choosing a prize.": "{name} a remporté l’enchère et choisit un prix.",
        "{name}, make a sealed bid for the prizes {first} and {second}: you have {coins} coins.":
            "{name}, faites une mise secrète pour les prix {first} et {second} : vous avez {coins} pièces.",
        "{name} is bidding for the prizes {first} and {second}.": "{name} mise pour les prix {first} et {second}.",
        "sealed": "cachée",
        "Player": "Joueur",
        "Coins": "Pièces",
        "Points": "Points",
        "Bid": "Mise",
        "Prizes": "Prix",
        "Coins left": "Pièces restantes",
        "Score": "Score",
    },
    "SealedBidTable": {
        "Coins: {coins} · Points: {points}": "Pièces : {coins} · Points : {points}",
        "Bid: {amount}": "Mise : {amount}",
        "Bid: sealed": "Mise : cachée",
        "Bid: {amount} (sealed)": "Mise : {amount} (cachée)",
        "Bid: not yet": "Mise : pas encore",
        "Game over": "Partie terminée",
        "Round {number} of {rounds}": "Manche {number} sur {rounds}",
        "Left prize": "Prix de gauche",
        "Right prize": "Prix de droite",
        "▶ Your turn": "▶ À vous",
        "▶ {name} to play": "▶ À {name} de jouer",
        "Player {number}": "Joueur {number}",
        "Take this prize": "Prendre ce prix",
        "left prize": "prix de gauche",
        "right prize": "prix de droite",
        "{prize}: {value} points": "{prize} : {value} points",
        "press to take it": "appuyez pour le prendre",
        "{name}: {coins}; {bid}": "{name} : {coins} ; {bid}",
        "The game is over.": "La partie est terminée.",
        "Your turn: you won the auction, take a prize.": "À vous : vous avez remporté l’enchère, prenez un prix.",
        "Your turn: make a sealed bid; you have {coins} coins.": "À vous : faites une mise secrète ; vous avez {coins} pièces.",
        "{name} to play.": "À {name} de jouer.",
    },
}


def catalogue_source() -> str:
    from xml.sax.saxutils import escape

    contexts = "".join(
        f"<context><name>{context}</name>"
        + "".join(f"<message><source>{escape(source)}</source><translation>{escape(target)}</translation></message>"
                  for source, target in messages.items())
        + "</context>"
        for context, messages in FRENCH.items())
    return ('<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="fr" '
            f'sourcelanguage="en">{contexts}</TS>')
