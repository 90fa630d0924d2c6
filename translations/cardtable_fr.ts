<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About cardtable</source>
        <translation>À propos de cardtable</translation>
    </message>
    <message>
        <source>Card games for the desktop, against computer players or with friends on one computer.</source>
        <translation>Des jeux de cartes pour l’ordinateur, contre des joueurs ordinateur ou entre amis sur un seul ordinateur.</translation>
    </message>
    <message>
        <source>cardtable is an independent implementation, not endorsed by the games&apos; authors or publishers.</source>
        <translation>cardtable en est une réalisation indépendante, sans lien avec les auteurs ni les éditeurs des jeux.</translation>
    </message>
    <message>
        <source>Components and their licences</source>
        <translation>Composants et leurs licences</translation>
    </message>
    <message>
        <source>cardtable is free software under the GNU GPL, version 3 or later.</source>
        <translation>cardtable est un logiciel libre sous licence GNU GPL, version 3 ou ultérieure.</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>Take the card</source>
        <translation>Prendre la carte</translation>
    </message>
    <message>
        <source>No thanks (pay a chip)</source>
        <translation>Non merci (payer un jeton)</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message numerus="yes">
        <source>%n earlier line(s) in the game log.</source>
        <translation>
            <numerusform>%n ligne précédente dans le journal de la partie.</numerusform>
            <numerusform>%n lignes précédentes dans le journal de la partie.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>violet</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>gris</translation>
    </message>
    <message>
        <source>{colour} {value}</source>
        <translation>{value} {colour}</translation>
    </message>
    <message>
        <source>super offer</source>
        <translation>super offre</translation>
    </message>
    <message>
        <source>contraband</source>
        <translation>Contrebande</translation>
    </message>
    <message>
        <source>jade</source>
        <translation>Jade</translation>
    </message>
    <message>
        <source>jewels</source>
        <translation>Bijoux</translation>
    </message>
    <message>
        <source>perfume</source>
        <translation>Parfum</translation>
    </message>
    <message>
        <source>spices</source>
        <translation>Épices</translation>
    </message>
    <message>
        <source>coffee</source>
        <translation>Café</translation>
    </message>
    <message>
        <source>silk</source>
        <translation>Soie</translation>
    </message>
    <message>
        <source>wine</source>
        <translation>Vin</translation>
    </message>
    <message>
        <source>tea</source>
        <translation>Thé</translation>
    </message>
</context>
<context>
    <name>ChoiceTableDialog</name>
    <message>
        <source>Later</source>
        <translation>Plus tard</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>interdit</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>{value}%</source>
        <translation>{value}&#xa0;%</translation>
    </message>
    <message>
        <source>Turning point: your chance fell from {before} to {after}; the coach would have chosen: {move}.</source>
        <translation>Tournant&#xa0;: vos chances sont passées de {before} à {after}&#xa0;; le coach aurait choisi&#xa0;: {move}.</translation>
    </message>
    <message>
        <source>Turning point for {name}: the chance fell from {before} to {after}; the coach would have chosen: {move}.</source>
        <translation>Tournant pour {name}&#xa0;: ses chances sont passées de {before} à {after}&#xa0;; le coach aurait choisi&#xa0;: {move}.</translation>
    </message>
</context>
<context>
    <name>CoachReviewTab</name>
    <message>
        <source>Plot of the win chance decision by decision</source>
        <translation>Graphique des chances de gagner, décision par décision</translation>
    </message>
    <message>
        <source>The coach could not review this game: {message}</source>
        <translation>Le coach n’a pas pu analyser cette partie&#xa0;: {message}</translation>
    </message>
    <message>
        <source>The coach is reviewing the decisions… ({done} of {total})</source>
        <translation>Le coach analyse les décisions… ({done} sur {total})</translation>
    </message>
    <message>
        <source>There was no decision to review: every move was the only one.</source>
        <translation>Aucune décision à analyser&#xa0;: chaque coup était le seul possible.</translation>
    </message>
    <message>
        <source>The estimated chance to win after each decision, as the coach sees it from what the player could see. Stars mark the turning points.</source>
        <translation>Les chances de gagner estimées après chaque décision, telles que le coach les voit à partir de ce que le joueur pouvait voir. Les étoiles marquent les tournants.</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Décision</translation>
    </message>
    <message>
        <source>Win chance (%)</source>
        <translation>Chances (%)</translation>
    </message>
    <message>
        <source>Decision {number}: {line}</source>
        <translation>Décision {number}&#xa0;: {line}</translation>
    </message>
    <message>
        <source>The coach&apos;s choice</source>
        <translation>Le choix du coach</translation>
    </message>
    <message>
        <source>Turning point</source>
        <translation>Tournant</translation>
    </message>
</context>
<context>
    <name>DeclarationDialog</name>
    <message>
        <source>Trump or not?</source>
        <translation>Atout ou pas&#xa0;?</translation>
    </message>
    <message>
        <source>Is {colour} trump for this trick?</source>
        <translation>Le {colour} est-il atout dans ce pli&#xa0;?</translation>
    </message>
    <message>
        <source>You play {card}, which is not the led colour ({led}). If {colour} is trump, its cards beat the led colour in this trick. If not, nobody may make {colour} trump later in this trick.</source>
        <translation>Vous jouez le {card}, qui n’est pas de la couleur demandée ({led}). Si le {colour} est atout, ses cartes battent la couleur demandée dans ce pli. Sinon, plus personne ne pourra faire du {colour} l’atout dans ce pli.</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Atout</translation>
    </message>
    <message>
        <source>Not trump</source>
        <translation>Pas atout</translation>
    </message>
    <message>
        <source>Above or below?</source>
        <translation>Au-dessus ou au-dessous&#xa0;?</translation>
    </message>
    <message>
        <source>Another {card} is already in this trick. Does yours rank above it or below it?</source>
        <translation>Un autre {card} est déjà dans ce pli. Le vôtre se place-t-il au-dessus ou au-dessous&#xa0;?</translation>
    </message>
    <message>
        <source>The same card is already in this trick: you decide whether yours ranks just above it or just below it.</source>
        <translation>La même carte est déjà dans ce pli&#xa0;: à vous de décider si la vôtre se place juste au-dessus ou juste au-dessous d’elle.</translation>
    </message>
    <message>
        <source>Above</source>
        <translation>Au-dessus</translation>
    </message>
    <message>
        <source>Below</source>
        <translation>Au-dessous</translation>
    </message>
</context>
<context>
    <name>DuplicateComparison</name>
    <message>
        <source>Duplicate challenge: this deal played again</source>
        <translation>Défi&#xa0;: cette donne rejouée</translation>
    </message>
    <message>
        <source>Your result beside the hard player&apos;s</source>
        <translation>Votre résultat à côté de celui du niveau Difficile</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Hard AI in the same seat</source>
        <translation>IA difficile à la même place</translation>
    </message>
    <message>
        <source>place {place}, score {score}</source>
        <translation>rang {place}, score {score}</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>still computing…</source>
        <translation>calcul en cours…</translation>
    </message>
    <message>
        <source>Your best on this deal: the statistics are unavailable.</source>
        <translation>Votre meilleur résultat sur cette donne&#xa0;: les statistiques sont indisponibles.</translation>
    </message>
    <message>
        <source>Your best on this deal: place {place}, score {score}.</source>
        <translation>Votre meilleur résultat sur cette donne&#xa0;: rang {place}, score {score}.</translation>
    </message>
    <message>
        <source>Hard AI&apos;s result on this deal could not be computed.</source>
        <translation>Le résultat de l’IA difficile sur cette donne n’a pas pu être calculé.</translation>
    </message>
    <message>
        <source>Hard AI is playing this deal from your seat; its result appears here when it is done.</source>
        <translation>L’IA difficile joue cette donne à votre place&#xa0;; son résultat s’affichera ici quand elle aura fini.</translation>
    </message>
    <message>
        <source>You did better than Hard AI on this deal.</source>
        <translation>Vous avez fait mieux que l’IA difficile sur cette donne.</translation>
    </message>
    <message>
        <source>You matched Hard AI on this deal.</source>
        <translation>Vous avez fait aussi bien que l’IA difficile sur cette donne.</translation>
    </message>
    <message>
        <source>Hard AI did better from your seat on this deal.</source>
        <translation>L’IA difficile a fait mieux à votre place sur cette donne.</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>cardtable: something went wrong</source>
        <translation>cardtable : un problème est survenu</translation>
    </message>
    <message>
        <source>Something went wrong inside cardtable.</source>
        <translation>Un problème est survenu dans cardtable.</translation>
    </message>
    <message>
        <source>This is a fault in cardtable, not in anything you did. cardtable goes on: your game was saved after its last completed move, so nothing you played is lost. If the table no longer moves, go back to the start page and resume the game.</source>
        <translation>C’est une erreur de cardtable, pas de votre fait. cardtable continue : votre partie a été enregistrée après son dernier coup joué, rien de ce que vous avez joué n’est perdu. Si la table ne bouge plus, revenez à la page d’accueil et reprenez la partie.</translation>
    </message>
    <message>
        <source>What happened:</source>
        <translation>Ce qui s’est passé :</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s’est passé</translation>
    </message>
    <message>
        <source>The details are in the log file:</source>
        <translation>Les détails sont dans le fichier journal :</translation>
    </message>
    <message>
        <source>The details could not be written to a log file ({reason}); Copy details keeps them.</source>
        <translation>Les détails n’ont pas pu être écrits dans un fichier journal ({reason}) ; Copier les détails les garde.</translation>
    </message>
    <message>
        <source>Log file</source>
        <translation>Fichier journal</translation>
    </message>
    <message>
        <source>&amp;Open log folder</source>
        <translation>&amp;Ouvrir le dossier du journal</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>&amp;Copier les détails</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>The log folder could not be opened: {folder}</source>
        <translation>Le dossier du journal n’a pas pu être ouvert : {folder}</translation>
    </message>
    <message numerus="yes">
        <source>%n more error(s) since then; the log file has them too.</source>
        <translation>
            <numerusform>%n autre erreur depuis ; le fichier journal la contient aussi.</numerusform>
            <numerusform>%n autres erreurs depuis ; le fichier journal les contient aussi.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FaehrteAccessTexts</name>
    <message numerus="yes">
        <source>{name}: %n card(s) in hand</source>
        <translation>
            <numerusform>{name}&#xa0;: %n carte en main</numerusform>
            <numerusform>{name}&#xa0;: %n cartes en main</numerusform>
        </translation>
    </message>
    <message>
        <source>rank {rank}</source>
        <translation>rang {rank}</translation>
    </message>
    <message>
        <source>total {points}</source>
        <translation>total {points}</translation>
    </message>
    <message>
        <source>{name}: {line}</source>
        <translation>{name}&#xa0;: {line}</translation>
    </message>
    <message>
        <source>{name} has laid a hidden card face down</source>
        <translation>{name} a posé sa carte cachée face cachée</translation>
    </message>
    <message>
        <source>Hidden card of {name}, revealed: {card}</source>
        <translation>{name}, carte cachée révélée&#xa0;: {card}</translation>
    </message>
    <message>
        <source>Your hidden card: {card}</source>
        <translation>Votre carte cachée&#xa0;: {card}</translation>
    </message>
    <message>
        <source>Your hidden card: not chosen yet</source>
        <translation>Votre carte cachée&#xa0;: pas encore choisie</translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n face cachée</numerusform>
            <numerusform>%n faces cachées</numerusform>
        </translation>
    </message>
    <message>
        <source>Hidden cards: none turned up, {down}; Plus from {threshold}</source>
        <translation>Cartes cachées&#xa0;: aucune retournée, {down}&#xa0;; Plus dès {threshold}</translation>
    </message>
    <message>
        <source>Hidden cards turned up: {cards}; {down}; sum {total}, Plus from {threshold}</source>
        <translation>Cartes cachées retournées&#xa0;: {cards}&#xa0;; {down}&#xa0;; somme {total}, Plus dès {threshold}</translation>
    </message>
    <message>
        <source>Hidden cards still face down, revealed: {cards}</source>
        <translation>Cartes cachées encore face cachée, révélées&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>Left over, out of play this round: {card}</source>
        <translation>Carte restante, hors jeu pour cette manche&#xa0;: {card}</translation>
    </message>
    <message>
        <source>can be hidden</source>
        <translation>peut être cachée</translation>
    </message>
</context>
<context>
    <name>FaehrteRevealed</name>
    <message>
        <source>{name}&apos;s hidden card: {card}</source>
        <translation>Carte cachée de {name} : {card}</translation>
    </message>
    <message>
        <source>Hidden card</source>
        <translation>Carte cachée</translation>
    </message>
    <message>
        <source>{card}: {name}&apos;s hidden card</source>
        <translation>{card} : carte cachée de {name}</translation>
    </message>
</context>
<context>
    <name>FaehrteTable</name>
    <message>
        <source>JOKER</source>
        <translation>JOKER</translation>
    </message>
</context>
<context>
    <name>FaehrteTableTexts</name>
    <message>
        <source>Plus</source>
        <translation>Plus</translation>
    </message>
    <message>
        <source>Minus</source>
        <translation>Moins</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n pli</numerusform>
            <numerusform>%n plis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>{tricks} · {total}</source>
        <translation>{tricks} · {total}</translation>
    </message>
    <message>
        <source>{tricks} · rank {rank} · {total}</source>
        <translation>{tricks} · rang {rank} · {total}</translation>
    </message>
    <message>
        <source>Final score: {points}</source>
        <translation>Score final&#xa0;: {points}</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Your hidden card</source>
        <translation>Votre carte cachée</translation>
    </message>
    <message>
        <source>Card laid</source>
        <translation>Carte posée</translation>
    </message>
    <message>
        <source>Plus round: most tricks are best</source>
        <translation>Manche Plus&#xa0;: visez le plus de plis</translation>
    </message>
    <message>
        <source>Minus round: fewest tricks are best</source>
        <translation>Manche Moins&#xa0;: visez le moins de plis</translation>
    </message>
    <message numerus="yes">
        <source>Not known yet: needs {needed} more from %n card(s)</source>
        <translation>
            <numerusform>Pas encore connu&#xa0;: il faut encore {needed} avec %n carte</numerusform>
            <numerusform>Pas encore connu&#xa0;: il faut encore {needed} avec %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Trump: {colour}</source>
        <translation>Atout&#xa0;: {colour}</translation>
    </message>
    <message>
        <source>Hidden cards</source>
        <translation>Cartes cachées</translation>
    </message>
    <message>
        <source>Sum {total} · Plus from {threshold}</source>
        <translation>Somme {total} · Plus dès {threshold}</translation>
    </message>
    <message>
        <source>Left over: {card}</source>
        <translation>Carte restante&#xa0;: {card}</translation>
    </message>
    <message>
        <source>Jokers played: {count} of {total}</source>
        <translation>Jokers joués&#xa0;: {count} sur {total}</translation>
    </message>
    <message>
        <source>▶ Your turn: click the card of your hand to hide</source>
        <translation>▶ À vous&#xa0;: cliquez la carte de votre main à cacher</translation>
    </message>
    <message>
        <source>▶ {name} is hiding a card</source>
        <translation>▶ {name} cache une carte</translation>
    </message>
    <message>
        <source>▶ Your turn: keep the trump colour or change it</source>
        <translation>▶ À vous&#xa0;: gardez l’atout ou changez-le</translation>
    </message>
    <message>
        <source>▶ {name} decides on trump</source>
        <translation>▶ {name} choisit l’atout</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <source>P</source>
        <comment>shortcut: show the score sheet</comment>
        <translation>F</translation>
    </message>
    <message>
        <source>T</source>
        <comment>shortcut: choose the trump colour</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Feuille de score</translation>
    </message>
    <message>
        <source>Choose trump…</source>
        <translation>Choisir l’atout…</translation>
    </message>
    <message>
        <source>A joker cannot be the hidden card: hide a coloured card.</source>
        <translation>Un joker ne peut pas être la carte cachée&#xa0;: cachez une carte de couleur.</translation>
    </message>
    <message>
        <source>Only one joker per trick, except in the last trick or for a player holding only jokers.</source>
        <translation>Un seul joker par pli, sauf au dernier pli ou pour qui n’a plus que des jokers.</translation>
    </message>
    <message>
        <source>You must follow {colour}: play a {colour} card or a joker.</source>
        <translation>Vous devez fournir la couleur {colour}&#xa0;: jouez une carte {colour} ou un joker.</translation>
    </message>
    <message numerus="yes">
        <source>The hidden cards: %n still face down</source>
        <translation>
            <numerusform>Cartes cachées&#xa0;: encore %n face cachée</numerusform>
            <numerusform>Cartes cachées&#xa0;: encore %n face cachée</numerusform>
        </translation>
    </message>
    <message>
        <source>This player has laid a card face down.</source>
        <translation>Une carte posée face cachée à cette place.</translation>
    </message>
    <message>
        <source>Your hidden card: {card} (only you know it)</source>
        <translation>Votre carte cachée&#xa0;: {card} (connue de vous seulement)</translation>
    </message>
    <message>
        <source>Last trick: won by nobody (only jokers)</source>
        <translation>Dernier pli&#xa0;: remporté par personne (que des jokers)</translation>
    </message>
    <message>
        <source>End of round {round}: a {kind} round</source>
        <translation>Fin de la manche {round}&#xa0;: manche {kind}</translation>
    </message>
    <message>
        <source>{name}: {points} (total {total})</source>
        <translation>{name}&#xa0;: {points} (total {total})</translation>
    </message>
    <message>
        <source>{name}: {tricks}, {points} (total {total})</source>
        <translation>{name}&#xa0;: {tricks}, {points} (total {total})</translation>
    </message>
    <message>
        <source>Lay {card} face down</source>
        <translation>Poser {card} face cachée</translation>
    </message>
    <message>
        <source>The score sheet ({key}) shows every round.</source>
        <translation>La feuille de score ({key}) montre toutes les manches.</translation>
    </message>
</context>
<context>
    <name>FaehrteUI</name>
    <message>
        <source>{name}, click the card of your hand to lay face down as your hidden card. Together, the hidden cards decide whether this is a Plus or a Minus round.</source>
        <translation>{name}, cliquez la carte de votre main à poser face cachée. Ensemble, les cartes cachées décident si la manche est Plus ou Moins.</translation>
    </message>
    <message>
        <source>{name} is choosing a hidden card.</source>
        <translation>{name} choisit sa carte cachée.</translation>
    </message>
    <message>
        <source>{name}, keep {trump} as trump or choose another colour.</source>
        <translation>{name}, gardez le {trump} comme atout ou choisissez une autre couleur.</translation>
    </message>
    <message>
        <source>{name} is deciding on trump.</source>
        <translation>{name} choisit l’atout.</translation>
    </message>
    <message>
        <source>{name}, lead a card ({trump} is trump).</source>
        <translation>{name}, entamez le pli (le {trump} est atout).</translation>
    </message>
    <message>
        <source>{name}, play a card: the first coloured card sets the colour to follow.</source>
        <translation>{name}, jouez une carte&#xa0;: la première carte de couleur fixe la couleur à fournir.</translation>
    </message>
    <message>
        <source>{name}, follow {colour}.</source>
        <translation>{name}, fournissez la couleur {colour}.</translation>
    </message>
    <message>
        <source>{name}, you cannot follow {colour}: play any card ({trump} is trump).</source>
        <translation>{name}, vous ne pouvez pas fournir la couleur {colour}&#xa0;: jouez n’importe quelle carte (le {trump} est atout).</translation>
    </message>
    <message>
        <source>Everyone else, please look away. {name}: click when you are ready to see your hand and your hidden card.</source>
        <translation>Que les autres détournent le regard. {name}&#xa0;: cliquez pour voir votre main et votre carte cachée.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Points by round</source>
        <translation>Points par manche</translation>
    </message>
</context>
<context>
    <name>ForceDialog</name>
    <message>
        <source>Force the sale</source>
        <translation>Forcer la vente</translation>
    </message>
    <message>
        <source>Every offer goes back. You lay a second card face down and name a good you will not hold; every buyer holding it shows his cards of it, and you take one of them.</source>
        <translation>Toutes les offres sont reprises. Vous posez une deuxième carte face cachée et désignez une marchandise que vous n’aurez plus en main&#xa0;; chaque acheteur qui en a montre toutes ses cartes de cette marchandise, et vous en prenez une.</translation>
    </message>
    <message>
        <source>1. The second card, laid face down</source>
        <translation>1. La deuxième carte, posée face cachée</translation>
    </message>
    <message>
        <source>2. The good to name</source>
        <translation>2. La marchandise à désigner</translation>
    </message>
    <message>
        <source>Second card: {good}</source>
        <translation>Seconde carte&#xa0;: {good}</translation>
    </message>
    <message>
        <source>Name {good}</source>
        <translation>Désigner {good}</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>Scroll the game log</source>
        <translation>Faire défiler le journal de la partie</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Manche {number}</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>What happened</source>
        <translation>Déroulement</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>A computer player failed: {message}</source>
        <translation>Un joueur ordinateur a échoué&#xa0;: {message}</translation>
    </message>
    <message>
        <source>Hint ({key})</source>
        <translation>Conseil ({key})</translation>
    </message>
    <message>
        <source>The coach&apos;s view of each of your moves: win chance and expected score.</source>
        <translation>L’avis du coach sur chacun de vos coups&#xa0;: chances de gagner et score attendu.</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>{game} table</source>
        <translation>Table de {game}</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low} à {high} joueurs</translation>
    </message>
    <message>
        <source>Start a new game of {game}</source>
        <translation>Commencer une partie de {game}</translation>
    </message>
    <message>
        <source>{players}. {summary}</source>
        <translation>{players}. {summary}</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>{game} — deal {seed}</source>
        <translation>{game} — donne {seed}</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>No Thanks!</source>
        <translation>Non merci&#xa0;!</translation>
    </message>
    <message>
        <source>No Thanks! is a game by Thorsten Gimmler.</source>
        <translation>Non merci&#xa0;! est un jeu de Thorsten Gimmler.</translation>
    </message>
    <message>
        <source>Schnäppchen Jagd</source>
        <translation>Schnäppchen Jagd</translation>
    </message>
    <message>
        <source>Schnäppchen Jagd is a game by Uwe Rosenberg.</source>
        <translation>Schnäppchen Jagd est un jeu d’Uwe Rosenberg.</translation>
    </message>
    <message>
        <source>Take the card or pay a chip to refuse it. Runs count only their lowest card; the lowest score wins.</source>
        <translation>Prenez la carte ou payez un jeton pour la refuser. Une suite ne compte que sa plus petite carte&#xa0;; le plus petit score gagne.</translation>
    </message>
    <message>
        <source>Win tricks to collect cards of your bargain&apos;s value; the rest is junk, to sort out between rounds. +1 per bargain card, −1 per junk card.</source>
        <translation>Remportez des plis pour collectionner les cartes de la valeur de votre bonne affaire&#xa0;; le reste est de la camelote, à trier entre les manches. +1 par bonne affaire, −1 par carte de camelote.</translation>
    </message>
    <message>
        <source>Auf falscher Fährte</source>
        <translation>Auf falscher Fährte</translation>
    </message>
    <message>
        <source>Hidden cards decide whether most or fewest tricks win the round, and you play before you know which.</source>
        <translation>Les cartes cachées décident si la manche se gagne avec le plus ou le moins de plis, et l’on joue avant de le savoir.</translation>
    </message>
    <message>
        <source>Auf falscher Fährte is a game by Jürgen Kraul.</source>
        <translation>Auf falscher Fährte est un jeu de Jürgen Kraul.</translation>
    </message>
    <message>
        <source>Négoce 2</source>
        <translation>Négoce 2</translation>
    </message>
    <message>
        <source>Trade goods by offers and bluff: gather all eight goods or 31 coins.</source>
        <translation>Échangez des marchandises par offres et bluff&#xa0;: réunissez les huit marchandises ou 31 pièces.</translation>
    </message>
    <message>
        <source>Négoce 2 is a game by François Tréca.</source>
        <translation>Négoce 2 est un jeu de François Tréca.</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <source>The coach&apos;s view of your moves, best first, from what you can see</source>
        <translation>L’avis du coach sur vos coups, le meilleur d’abord, à partir de ce que vous voyez</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>Win chance: how often the coach sees you win after this move. Expected score: your final score on average. Double-click a move to play it.</source>
        <translation>Chances de gagner&#xa0;: la part des parties que le coach vous voit gagner après ce coup. Score attendu&#xa0;: votre score final en moyenne. Double-cliquez sur un coup pour le jouer.</translation>
    </message>
    <message>
        <source>Thinking… (first figures)</source>
        <translation>Réflexion… (premiers chiffres)</translation>
    </message>
    <message>
        <source>Final figures.</source>
        <translation>Chiffres définitifs.</translation>
    </message>
    <message>
        <source>The turn has passed. Ask for a hint again at your next turn.</source>
        <translation>Le tour est passé. Demandez un nouveau conseil à votre prochain tour.</translation>
    </message>
    <message>
        <source>The coach could not answer: {message}</source>
        <translation>Le coach n’a pas pu répondre&#xa0;: {message}</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Win chance</source>
        <translation>Chances de gagner</translation>
    </message>
    <message>
        <source>Expected score</source>
        <translation>Score attendu</translation>
    </message>
    <message>
        <source>Play this move</source>
        <translation>Jouer ce coup</translation>
    </message>
    <message>
        <source>Your moves, best first</source>
        <translation>Vos coups, du meilleur au moins bon</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>HotSeatCover</name>
    <message>
        <source>{name}, it is your turn</source>
        <translation>{name}, c’est à vous</translation>
    </message>
    <message>
        <source>Everyone else, please look away. {name}: click when you are ready to see what only you may see.</source>
        <translation>Que les autres détournent le regard. {name}&#xa0;: cliquez pour voir ce qui n’est montré qu’à vous.</translation>
    </message>
    <message>
        <source>I am {name}: show my game</source>
        <translation>Je suis {name}&#xa0;: montrer mon jeu</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Hasard</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Random AI</source>
        <translation>IA hasard</translation>
    </message>
    <message>
        <source>Easy AI</source>
        <translation>IA facile</translation>
    </message>
    <message>
        <source>Normal AI</source>
        <translation>IA normale</translation>
    </message>
    <message>
        <source>Hard AI</source>
        <translation>IA difficile</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>{seat} starts and turns up {card}</source>
        <translation>{seat} commence et retourne le {card}</translation>
    </message>
    <message>
        <source>{seat} says no thanks to {card} and pays a chip</source>
        <translation>{seat} dit non merci au {card} et paie un jeton</translation>
    </message>
    <message>
        <source>{seat} takes {card} ({chips})</source>
        <translation>{seat} prend le {card} ({chips})</translation>
    </message>
    <message>
        <source>{seat} turns up {card}</source>
        <translation>{seat} retourne le {card}</translation>
    </message>
    <message>
        <source>{seat} deals {cards} cards each</source>
        <translation>{seat} distribue {cards} cartes à chacun</translation>
    </message>
    <message>
        <source>Left over, out of play this round: {card}</source>
        <translation>Carte restante, hors jeu pour cette manche&#xa0;: {card}</translation>
    </message>
    <message>
        <source>{seat} lays a card face down</source>
        <translation>{seat} pose une carte face cachée</translation>
    </message>
    <message>
        <source>The hidden cards are shuffled; {seat} leads</source>
        <translation>Les cartes cachées sont mélangées&#xa0;; {seat} entame</translation>
    </message>
    <message>
        <source>{seat} plays {card}</source>
        <translation>{seat} joue {card}</translation>
    </message>
    <message>
        <source>{seat} wins trick {number}</source>
        <translation>{seat} remporte le pli {number}</translation>
    </message>
    <message>
        <source>Trick {number} holds only jokers: nobody wins it, {seat} leads again</source>
        <translation>Le pli {number} n’a que des jokers&#xa0;: personne ne le remporte, {seat} entame à nouveau</translation>
    </message>
    <message>
        <source>Hidden card turned up: {card} (total {total}, {left} still hidden)</source>
        <translation>Carte cachée retournée&#xa0;: {card} (total {total}, encore {left} face cachée)</translation>
    </message>
    <message>
        <source>Now certain: a {kind} round</source>
        <translation>C’est sûr&#xa0;: manche {kind}</translation>
    </message>
    <message>
        <source>{seat} keeps {colour} as trump</source>
        <translation>{seat} garde le {colour} comme atout</translation>
    </message>
    <message>
        <source>{seat} makes {colour} trump</source>
        <translation>{seat} choisit le {colour} comme atout</translation>
    </message>
    <message>
        <source>End of the {kind} round: {points}</source>
        <translation>Fin de la manche {kind}&#xa0;: {points}</translation>
    </message>
    <message>
        <source>{seat} collects {value}s: {card} starts the bargain pile</source>
        <translation>{seat} collectionne les {value}&#xa0;: {card} en bonne affaire</translation>
    </message>
    <message>
        <source>{seat} plays {card} {note}</source>
        <translation>{seat} joue {card} {note}</translation>
    </message>
    <message>
        <source>{seat} wins the trick: {bargains} to bargains, {junk} to junk</source>
        <translation>{seat} remporte le pli&#xa0;: {bargains} en bonnes affaires, {junk} en camelote</translation>
    </message>
    <message>
        <source>End of the round: each player sorts their junk pile</source>
        <translation>Fin de la manche&#xa0;: chacun trie sa camelote</translation>
    </message>
    <message>
        <source>{seat} sorts: {result}</source>
        <translation>{seat} trie&#xa0;: {result}</translation>
    </message>
    <message>
        <source>Game over, won by {winner_seats}</source>
        <translation>Partie finie, gagnée par {winner_seats}</translation>
    </message>
    <message>
        <source>{seat} holds two monopolies: {first} and {second}</source>
        <translation>{seat} a deux monopoles&#xa0;: {first} et {second}</translation>
    </message>
    <message>
        <source>{seat} opens the contraband auction at {bid}</source>
        <translation>{seat} ouvre la vente aux enchères de la Contrebande à {bid}</translation>
    </message>
    <message>
        <source>{seat} raises to {bid}</source>
        <translation>{seat} surenchérit à {bid}</translation>
    </message>
    <message>
        <source>{seat} drops out of the auction</source>
        <translation>{seat} abandonne les enchères</translation>
    </message>
    <message>
        <source>{seat} wins the contraband and pays {bid} out of the game</source>
        <translation>{seat} remporte la Contrebande et paie {bid} hors du jeu</translation>
    </message>
    <message>
        <source>Sale {sale}: {seat} sells</source>
        <translation>Vente {sale}&#xa0;: {seat} vend</translation>
    </message>
    <message>
        <source>{seat} puts {card} on the market, {coins} on it</source>
        <translation>{seat} met {card} au marché, avec {coins} dessus</translation>
    </message>
    <message>
        <source>{seat} now has {coins} on the market card</source>
        <translation>{seat} a maintenant {coins} sur la carte du marché</translation>
    </message>
    <message>
        <source>Bidding turn {turn} of {of}</source>
        <translation>Tour d’enchères {turn} sur {of}</translation>
    </message>
    <message>
        <source>{seat} offers {offer}</source>
        <translation>{seat} propose {offer}</translation>
    </message>
    <message>
        <source>{seat} changes the offer to {offer}</source>
        <translation>{seat} modifie son offre&#xa0;: {offer}</translation>
    </message>
    <message>
        <source>{seat} leaves things as they are</source>
        <translation>{seat} laisse les choses en l’état</translation>
    </message>
    <message>
        <source>{seat} withdraws the offer</source>
        <translation>{seat} retire son offre</translation>
    </message>
    <message>
        <source>{seat} waits, {coins} on the market card</source>
        <translation>{seat} attend, avec {coins} sur la carte du marché</translation>
    </message>
    <message>
        <source>{seat} accepts the offer of {buyer_seat}</source>
        <translation>{seat} accepte ce que propose {buyer_seat}</translation>
    </message>
    <message>
        <source>{seat} forces the sale and names {good}</source>
        <translation>{seat} force la vente et désigne&#xa0;: {good}</translation>
    </message>
    <message>
        <source>{seat} shows {count} × {good}</source>
        <translation>{seat} montre {count} × {good}</translation>
    </message>
    <message>
        <source>{seat} takes a card of {good} from {owner_seat}, who gets the market cards</source>
        <translation>{seat} prend une carte {good} à {owner_seat}, qui reçoit les cartes du marché</translation>
    </message>
    <message>
        <source>Sale {sale} is over; {next}</source>
        <translation>Vente {sale} finie&#xa0;; {next}</translation>
    </message>
    <message>
        <source>The sale limit is reached after {sales} sales</source>
        <translation>La limite de ventes est atteinte après {sales} ventes</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>cardtable</source>
        <translation>cardtable</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Réglages</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Resume saved game</source>
        <translation>&amp;Reprendre la partie enregistrée</translation>
    </message>
    <message>
        <source>&amp;Undo my last move</source>
        <translation>&amp;Annuler mon dernier coup</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Ré&amp;tablir</translation>
    </message>
    <message>
        <source>Back to the &amp;start page</source>
        <translation>Retour à la page d’&amp;accueil</translation>
    </message>
    <message>
        <source>Show the &amp;results</source>
        <translation>Afficher les &amp;résultats</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;About cardtable</source>
        <translation>À &amp;propos de cardtable</translation>
    </message>
    <message>
        <source>{title} — cardtable</source>
        <translation>{title} — cardtable</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>partie terminée</translation>
    </message>
    <message>
        <source>{game} — {progress} — cardtable</source>
        <translation>{game} — {progress} — cardtable</translation>
    </message>
    <message>
        <source>{game} — cardtable</source>
        <translation>{game} — cardtable</translation>
    </message>
    <message>
        <source>{file} — {title}</source>
        <translation>{file} — {title}</translation>
    </message>
    <message>
        <source>Re&amp;play this game</source>
        <translation>Revoir &amp;cette partie</translation>
    </message>
    <message>
        <source>Watch this game&apos;s moves so far again, step by step</source>
        <translation>Revoir les coups de cette partie jusqu’ici, pas à pas</translation>
    </message>
    <message>
        <source>Re&amp;play a saved game…</source>
        <translation>Re&amp;voir une partie enregistrée…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
</context>
<context>
    <name>NegoceAccessTexts</name>
    <message>
        <source>has sold</source>
        <translation>a vendu</translation>
    </message>
    <message>
        <source>has not sold</source>
        <translation>n’a pas vendu</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {purse}, %n card(s), {sold}</source>
        <translation>
            <numerusform>{name}&#xa0;: {purse}, %n carte, {sold}</numerusform>
            <numerusform>{name}&#xa0;: {purse}, %n cartes, {sold}</numerusform>
        </translation>
    </message>
    <message>
        <source>to act</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <source>purse not known, {low} to {high} coins</source>
        <translation>bourse inconnue, de {low} à {high} pièces</translation>
    </message>
    <message>
        <source>held: {goods}</source>
        <translation>en main&#xa0;: {goods}</translation>
    </message>
    <message>
        <source>none known</source>
        <translation>aucune connue</translation>
    </message>
    <message>
        <source>lacking: {goods}</source>
        <translation>absentes&#xa0;: {goods}</translation>
    </message>
    <message numerus="yes">
        <source>%n not known</source>
        <translation>
            <numerusform>%n inconnue</numerusform>
            <numerusform>%n inconnues</numerusform>
        </translation>
    </message>
    <message>
        <source>Goods of {name}: {parts}</source>
        <translation>{name}, marchandises&#xa0;: {parts}</translation>
    </message>
    <message numerus="yes">
        <source>{good} (%n card(s))</source>
        <translation>
            <numerusform>{good} (%n carte)</numerusform>
            <numerusform>{good} (%n cartes)</numerusform>
        </translation>
    </message>
    <message>
        <source>Market card: {card}</source>
        <translation>Carte du marché&#xa0;: {card}</translation>
    </message>
    <message>
        <source>{good}, face down, only you know it</source>
        <translation>{good}, face cachée, connue de vous uniquement</translation>
    </message>
    <message>
        <source>{good}, face down, revealed</source>
        <translation>{good}, face cachée, révélée</translation>
    </message>
    <message>
        <source>a card laid face down</source>
        <translation>une carte posée face cachée</translation>
    </message>
    <message>
        <source>Coins on the market card: {coins}</source>
        <translation>Pièces posées sur la carte du marché&#xa0;: {coins}</translation>
    </message>
    <message>
        <source>Card you are putting up for sale: {good}, {mark}</source>
        <translation>Carte que vous mettez en vente&#xa0;: {good}, {mark}</translation>
    </message>
    <message>
        <source>{name}: {marker}</source>
        <translation>{name}&#xa0;: {marker}</translation>
    </message>
    <message numerus="yes">
        <source>{name} shows %n card(s) of {good}</source>
        <translation>
            <numerusform>{name} montre %n carte {good}</numerusform>
            <numerusform>{name} montre %n cartes {good}</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}, copy {index} of {count}</source>
        <translation>{card}, exemplaire {index} sur {count}</translation>
    </message>
    <message>
        <source>{name}: no offer</source>
        <translation>{name}&#xa0;: pas d’offre</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>choisie</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>révélée</translation>
    </message>
    <message>
        <source>can be chosen</source>
        <translation>peut être choisie</translation>
    </message>
    <message>
        <source>cannot be chosen now</source>
        <translation>ne peut pas être choisie maintenant</translation>
    </message>
    <message>
        <source>One coin less</source>
        <translation>Une pièce de moins</translation>
    </message>
    <message>
        <source>One coin more</source>
        <translation>Une pièce de plus</translation>
    </message>
    <message>
        <source>Side of the card: {side}</source>
        <translation>Côté de la carte&#xa0;: {side}</translation>
    </message>
    <message>
        <source>Coins chosen: {coins}</source>
        <translation>Pièces choisies&#xa0;: {coins}</translation>
    </message>
</context>
<context>
    <name>NegoceRevealed</name>
    <message>
        <source>Revealed: {count}/8 goods</source>
        <translation>Dévoilé : {count}/8 marchandises</translation>
    </message>
    <message>
        <source>contraband</source>
        <translation>contrebande</translation>
    </message>
    <message>
        <source>secret purse</source>
        <translation>bourse cachée</translation>
    </message>
    <message>
        <source>{good}, face down (revealed)</source>
        <translation>{good}, face cachée (dévoilée)</translation>
    </message>
</context>
<context>
    <name>NegoceTableTexts</name>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n pièce</numerusform>
            <numerusform>%n pièces</numerusform>
        </translation>
    </message>
    <message>
        <source>? ({low}–{high} coins)</source>
        <translation>? ({low} à {high} pièces)</translation>
    </message>
    <message numerus="yes">
        <source>{purse} · %n card(s) · {sold}</source>
        <translation>
            <numerusform>{purse} · %n carte · {sold}</numerusform>
            <numerusform>{purse} · %n cartes · {sold}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You hold %n of the 8 goods</source>
        <translation>
            <numerusform>Vous avez %n des 8 marchandises</numerusform>
            <numerusform>Vous avez %n des 8 marchandises</numerusform>
        </translation>
    </message>
    <message>
        <source>sold ✓</source>
        <translation>a vendu ✓</translation>
    </message>
    <message>
        <source>not sold</source>
        <translation>pas vendu</translation>
    </message>
    <message>
        <source>Known: held {held} · lacking {lacking}</source>
        <translation>Connu&#xa0;: en main {held} · absentes {lacking}</translation>
    </message>
    <message>
        <source>{good}: certainly held ({count})</source>
        <translation>{good}&#xa0;: en main à coup sûr ({count})</translation>
    </message>
    <message>
        <source>{good}: certainly held ({low} to {high})</source>
        <translation>{good}&#xa0;: en main à coup sûr ({low} à {high})</translation>
    </message>
    <message>
        <source>{good}: certainly not held</source>
        <translation>{good}&#xa0;: absente à coup sûr</translation>
    </message>
    <message>
        <source>{good}: not known (0 to {high})</source>
        <translation>{good}&#xa0;: inconnue (0 à {high})</translation>
    </message>
    <message numerus="yes">
        <source>%n sale(s) made</source>
        <translation>
            <numerusform>%n vente faite</numerusform>
            <numerusform>%n ventes faites</numerusform>
        </translation>
    </message>
    <message>
        <source>Auction for the contraband</source>
        <translation>Vente aux enchères de la Contrebande</translation>
    </message>
    <message>
        <source>Sale {sale} of at most {limit}: the card for sale</source>
        <translation>Vente {sale} (au plus {limit})&#xa0;: la carte du marché</translation>
    </message>
    <message>
        <source>Sale {sale}: forced, the seller picks a shown card</source>
        <translation>Vente {sale} forcée&#xa0;: le vendeur choisit une carte montrée</translation>
    </message>
    <message>
        <source>Sale {sale} · Bidding turn {turn} of {turns}</source>
        <translation>Vente {sale} · Tour d’enchères {turn} sur {turns}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie finie</translation>
    </message>
    <message>
        <source>▶ Your turn: raise the bid or drop out</source>
        <translation>▶ À vous&#xa0;: surenchérissez ou abandonnez</translation>
    </message>
    <message>
        <source>▶ {name} bids or drops out</source>
        <translation>▶ {name} surenchérit ou abandonne</translation>
    </message>
    <message>
        <source>▶ Your turn: put a card up for sale</source>
        <translation>▶ À vous&#xa0;: mettez une carte au marché</translation>
    </message>
    <message>
        <source>▶ {name} puts a card up for sale</source>
        <translation>▶ {name} met une carte au marché</translation>
    </message>
    <message>
        <source>▶ Your turn: make, change or keep your offer</source>
        <translation>▶ À vous&#xa0;: faites, modifiez ou maintenez votre offre</translation>
    </message>
    <message>
        <source>▶ {name} makes an offer</source>
        <translation>▶ {name} fait une offre</translation>
    </message>
    <message>
        <source>▶ Your turn: accept an offer or force the sale</source>
        <translation>▶ À vous&#xa0;: acceptez une offre ou forcez la vente</translation>
    </message>
    <message>
        <source>▶ Your turn: accept an offer, wait or force the sale</source>
        <translation>▶ À vous&#xa0;: acceptez une offre, attendez ou forcez la vente</translation>
    </message>
    <message>
        <source>▶ {name}, the seller, decides</source>
        <translation>▶ Le vendeur, {name}, décide</translation>
    </message>
    <message>
        <source>▶ Your turn: take one of the shown cards</source>
        <translation>▶ À vous&#xa0;: prenez une des cartes montrées</translation>
    </message>
    <message>
        <source>▶ {name} picks a shown card</source>
        <translation>▶ {name} choisit une carte montrée</translation>
    </message>
    <message>
        <source>Up for auction</source>
        <translation>Aux enchères</translation>
    </message>
    <message>
        <source>For sale by {name}</source>
        <translation>Vendeur&#xa0;: {name}</translation>
    </message>
    <message>
        <source>coins on the card</source>
        <translation>pièces sur la carte</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>face cachée</translation>
    </message>
    <message>
        <source>your choice: {side}, {coins}</source>
        <translation>votre choix&#xa0;: {side}, {coins}</translation>
    </message>
    <message>
        <source>A card laid face down: only its owner knows it</source>
        <translation>Une carte posée face cachée, connue de son propriétaire uniquement</translation>
    </message>
    <message>
        <source>{good}, laid face down (only you know it)</source>
        <translation>{good}, posée face cachée (connue de vous uniquement)</translation>
    </message>
    <message>
        <source>Bid: {bid} by {name}</source>
        <translation>Enchère&#xa0;: {bid} par {name}</translation>
    </message>
    <message>
        <source>Still in: {names}</source>
        <translation>Encore en lice&#xa0;: {names}</translation>
    </message>
    <message>
        <source>The buyers&apos; offers</source>
        <translation>Les offres des acheteurs</translation>
    </message>
    <message>
        <source>The cards shown</source>
        <translation>Les cartes montrées</translation>
    </message>
    <message>
        <source>The bidders</source>
        <translation>Les enchérisseurs</translation>
    </message>
    <message>
        <source>bids {bid}</source>
        <translation>enchère&#xa0;: {bid}</translation>
    </message>
    <message>
        <source>still in</source>
        <translation>en lice</translation>
    </message>
    <message>
        <source>out</source>
        <translation>abandonne</translation>
    </message>
    <message numerus="yes">
        <source>shows %n</source>
        <translation>
            <numerusform>en montre %n</numerusform>
            <numerusform>en montre %n</numerusform>
        </translation>
    </message>
    <message>
        <source>shows nothing</source>
        <translation>ne montre rien</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <source>has acted</source>
        <translation>a joué</translation>
    </message>
    <message>
        <source>waits for the turn</source>
        <translation>attend son tour</translation>
    </message>
    <message>
        <source>no offer</source>
        <translation>aucune offre</translation>
    </message>
    <message>
        <source>coins: ?</source>
        <translation>pièces&#xa0;:&#xa0;?</translation>
    </message>
    <message>
        <source>no coins</source>
        <translation>sans pièces</translation>
    </message>
    <message>
        <source>{name} has no offer</source>
        <translation>{name} ne fait pas d’offre</translation>
    </message>
    <message>
        <source>{name} offers {offer}</source>
        <translation>{name} propose {offer}</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>des pièces</translation>
    </message>
    <message>
        <source>{good} face up</source>
        <translation>{good} face visible</translation>
    </message>
    <message>
        <source>{good} face down</source>
        <translation>{good} face cachée</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>une carte face cachée</translation>
    </message>
    <message>
        <source>{card} and coins</source>
        <translation>{card} et des pièces</translation>
    </message>
    <message>
        <source>{card} and {coins}</source>
        <translation>{card} et {coins}</translation>
    </message>
    <message>
        <source>Click a card of your hand to put up for sale</source>
        <translation>Cliquez sur la carte de votre main à mettre au marché</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>face visible</translation>
    </message>
    <message>
        <source>For sale: {good} {side}, {coins} on it</source>
        <translation>Au marché&#xa0;: {good} {side}, {coins} dessus</translation>
    </message>
    <message>
        <source>Coins on your card if you wait: {coins}</source>
        <translation>Pièces sur votre carte si vous attendez&#xa0;: {coins}</translation>
    </message>
    <message>
        <source>Your offer: pick a card of your hand, coins, or both</source>
        <translation>Votre offre&#xa0;: une carte de votre main, des pièces, ou les deux</translation>
    </message>
    <message>
        <source>Click to accept the offer of {name}</source>
        <translation>Cliquez pour accepter ce que propose {name}</translation>
    </message>
    <message>
        <source>Click to take this card from {name}</source>
        <translation>Cliquez pour prendre cette carte à {name}</translation>
    </message>
    <message>
        <source>{seller} forced the sale and took a card of {good} from {owner}, who gets the market cards.</source>
        <translation>{seller} a forcé la vente et pris une carte {good} à {owner}, qui reçoit les cartes du marché.</translation>
    </message>
    <message>
        <source>Your offer: {offer}</source>
        <translation>Votre offre&#xa0;: {offer}</translation>
    </message>
    <message>
        <source>Raise by 1</source>
        <translation>Surenchérir de 1</translation>
    </message>
    <message>
        <source>Raise by 2</source>
        <translation>Surenchérir de 2</translation>
    </message>
    <message>
        <source>Drop out</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>No card</source>
        <translation>Sans carte</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>Face visible</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Face cachée</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Proposer</translation>
    </message>
    <message>
        <source>Keep as it is</source>
        <translation>Laisser en l’état</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Put up for sale</source>
        <translation>Mettre au marché</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Attendre</translation>
    </message>
    <message>
        <source>Force the sale…</source>
        <translation>Forcer la vente…</translation>
    </message>
    <message>
        <source>Accept {name}</source>
        <translation>Accepter&#xa0;: {name}</translation>
    </message>
    <message>
        <source>Take from {name}</source>
        <translation>Prendre à {name}</translation>
    </message>
    <message>
        <source>Sell {good} {side}, {coins} on it</source>
        <translation>Vendre {good} {side}, {coins} dessus</translation>
    </message>
    <message>
        <source>Offer {offer}</source>
        <translation>Offrir {offer}</translation>
    </message>
    <message>
        <source>Wait, {coins} on your card</source>
        <translation>Attendre, {coins} sur votre carte</translation>
    </message>
    <message>
        <source>Force the sale: second card {card}, asking for {good}</source>
        <translation>Forcer la vente&#xa0;: deuxième carte {card}, en désignant {good}</translation>
    </message>
    <message>
        <source>D</source>
        <comment>shortcut: drop out of the auction</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>N</source>
        <comment>shortcut: offer no card</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>U</source>
        <comment>shortcut: turn the card face up or down</comment>
        <translation>C</translation>
    </message>
    <message>
        <source>O</source>
        <comment>shortcut: make the offer</comment>
        <translation>P</translation>
    </message>
    <message>
        <source>K</source>
        <comment>shortcut: keep the offer as it is</comment>
        <translation>G</translation>
    </message>
    <message>
        <source>X</source>
        <comment>shortcut: withdraw the offer</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>S</source>
        <comment>shortcut: put the card up for sale</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>W</source>
        <comment>shortcut: wait for another bidding turn</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>F</source>
        <comment>shortcut: force the sale</comment>
        <translation>F</translation>
    </message>
    <message>
        <source>{label} (key {key})</source>
        <translation>{label} (touche {key})</translation>
    </message>
    <message>
        <source>Not enough coins to bid {bid}.</source>
        <translation>Pas assez de pièces pour offrir {bid}.</translation>
    </message>
    <message>
        <source>Choose the card to put up for sale first.</source>
        <translation>Choisissez d’abord la carte à mettre au marché.</translation>
    </message>
    <message>
        <source>An offer needs a card or coins.</source>
        <translation>Une offre demande une carte ou des pièces.</translation>
    </message>
    <message>
        <source>That is your offer already: change it or keep it.</source>
        <translation>C’est déjà votre offre&#xa0;: modifiez-la ou laissez-la en l’état.</translation>
    </message>
    <message>
        <source>You have no offer to withdraw.</source>
        <translation>Vous n’avez pas d’offre à retirer.</translation>
    </message>
    <message>
        <source>After the fifth bidding turn you must accept an offer or force the sale.</source>
        <translation>Après le cinquième tour d’enchères, il faut accepter une offre ou forcer la vente.</translation>
    </message>
    <message>
        <source>This is not allowed now.</source>
        <translation>Ce n’est pas permis maintenant.</translation>
    </message>
    <message>
        <source>You cannot put more coins than you have.</source>
        <translation>Vous ne pouvez pas mettre plus de pièces que vous n’en avez.</translation>
    </message>
    <message>
        <source>Click or press Esc to close</source>
        <translation>Cliquez ou appuyez sur Échap pour fermer</translation>
    </message>
    <message>
        <source>Sale {sale} is over</source>
        <translation>Vente {sale} finie</translation>
    </message>
    <message>
        <source>{seller} accepted the offer of {buyer}.</source>
        <translation>{seller} a accepté ce que proposait {buyer}.</translation>
    </message>
    <message>
        <source>{name} holds nine cards and sells next.</source>
        <translation>{name} a neuf cartes et vend ensuite.</translation>
    </message>
    <message>
        <source>{names} won with 31 coins or more</source>
        <translation>Victoire de {names} avec 31 pièces ou plus</translation>
    </message>
    <message>
        <source>{names} won with all eight goods</source>
        <translation>Victoire de {names} avec les huit marchandises</translation>
    </message>
    <message>
        <source>Sale limit reached: {names} won</source>
        <translation>Limite de ventes atteinte&#xa0;: victoire de {names}</translation>
    </message>
    <message>
        <source>Won by {names}</source>
        <translation>Victoire de {names}</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {purse}, %n different good(s)</source>
        <translation>
            <numerusform>{name}&#xa0;: {purse}, %n marchandise différente</numerusform>
            <numerusform>{name}&#xa0;: {purse}, %n marchandises différentes</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {purse}, {low} to {high} different goods</source>
        <translation>{name}&#xa0;: {purse}, de {low} à {high} marchandises différentes</translation>
    </message>
    <message>
        <source>{name} sells next</source>
        <translation>{name} vend ensuite</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est finie</translation>
    </message>
</context>
<context>
    <name>NegoceUI</name>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>{name}, raise the bid for the contraband by 1 or 2, or drop out. The last bidder pays his bid and becomes the first seller.</source>
        <translation>{name}, surenchérissez de 1 ou 2 pour la Contrebande, ou abandonnez. Le dernier enchérisseur paie son enchère et vend le premier.</translation>
    </message>
    <message>
        <source>{name} is bidding for the contraband.</source>
        <translation>{name} enchérit pour la Contrebande.</translation>
    </message>
    <message>
        <source>{name}, click the card of your hand to sell, choose face up or down and the coins on it, then put it up for sale.</source>
        <translation>{name}, cliquez sur la carte de votre main à vendre, choisissez face visible ou cachée et les pièces posées dessus, puis mettez-la au marché.</translation>
    </message>
    <message>
        <source>{name} is putting a card up for sale.</source>
        <translation>{name} met une carte au marché.</translation>
    </message>
    <message>
        <source>{name}, make or change your offer (a card of your hand, face up or down, and coins), keep it as it is, or withdraw it.</source>
        <translation>{name}, faites ou modifiez votre offre (une carte de votre main, face visible ou cachée, et des pièces), laissez-la en l’état ou retirez-la.</translation>
    </message>
    <message>
        <source>{name} is making an offer.</source>
        <translation>{name} fait une offre.</translation>
    </message>
    <message>
        <source>{name}, the seller, is deciding.</source>
        <translation>Le vendeur, {name}, décide.</translation>
    </message>
    <message>
        <source>{name}, the fifth bidding turn is over: accept an offer or force the sale.</source>
        <translation>{name}, le cinquième tour d’enchères est fini&#xa0;: acceptez une offre ou forcez la vente.</translation>
    </message>
    <message>
        <source>{name}, accept an offer, wait for another bidding turn (you may change the coins on your card), or force the sale.</source>
        <translation>{name}, acceptez une offre, attendez un autre tour d’enchères (vous pouvez changer les pièces sur votre carte) ou forcez la vente.</translation>
    </message>
    <message>
        <source>{name}, take one of the shown cards: its owner gets the market cards.</source>
        <translation>{name}, prenez une des cartes montrées&#xa0;: son propriétaire reçoit les cartes du marché.</translation>
    </message>
    <message>
        <source>{name} is picking a shown card.</source>
        <translation>{name} choisit une carte montrée.</translation>
    </message>
    <message>
        <source>auction</source>
        <translation>enchères</translation>
    </message>
    <message>
        <source>sale {sale} of at most {limit}</source>
        <translation>vente {sale} sur {limit} au plus</translation>
    </message>
    <message>
        <source>Everyone else, please look away. {name}: click when you are ready to see your hand, your purse and your offer.</source>
        <translation>Tous les autres, regardez ailleurs, s’il vous plaît. {name}&#xa0;: cliquez pour voir votre main, votre bourse et votre offre, qui ne sont montrées qu’à vous.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Marchandises</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>A game is in progress: starting a new one abandons it, and it can no longer be resumed.</source>
        <translation>Une partie est en cours&#xa0;: en commencer une nouvelle l’abandonne, et elle ne pourra plus être reprise.</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation>Qui joue</translation>
    </message>
    <message>
        <source>Rule variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>Deal code:</source>
        <translation>Code de donne&#xa0;:</translation>
    </message>
    <message>
        <source>empty for a new random deal</source>
        <translation>vide pour une donne au hasard</translation>
    </message>
    <message>
        <source>The same deal code with the same players and variants deals the same cards.</source>
        <translation>Le même code de donne, avec les mêmes joueurs et variantes, distribue les mêmes cartes.</translation>
    </message>
    <message>
        <source>A deal code is a whole number from 0 to {largest}.</source>
        <translation>Un code de donne est un nombre entier de 0 à {largest}.</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Place {number}</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Ordinateur&#xa0;: {level}</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option}&#xa0;:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Code de donne</translation>
    </message>
    <message>
        <source>Name of seat {number}</source>
        <translation>Nom de la place {number}</translation>
    </message>
    <message>
        <source>Who plays seat {number}</source>
        <translation>Qui joue à la place {number}</translation>
    </message>
</context>
<context>
    <name>NoThanksAccessTexts</name>
    <message>
        <source>cards {cards}</source>
        <translation>cartes {cards}</translation>
    </message>
    <message>
        <source>no chips on it</source>
        <translation>aucun jeton dessus</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) on it</source>
        <translation>
            <numerusform>%n jeton dessus</numerusform>
            <numerusform>%n jetons dessus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {cards}, chips hidden</source>
        <translation>{name}&#xa0;: {cards}, jetons cachés</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {cards}, %n chip(s)</source>
        <translation>
            <numerusform>{name}&#xa0;: {cards}, %n jeton</numerusform>
            <numerusform>{name}&#xa0;: {cards}, %n jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>to play</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <source>open card {card}, {chips}</source>
        <translation>carte visible {card}, {chips}</translation>
    </message>
    <message>
        <source>press to take it</source>
        <translation>appuyez pour la prendre</translation>
    </message>
    <message numerus="yes">
        <source>deck: %n card(s) left</source>
        <translation>
            <numerusform>pioche&#xa0;: %n carte restante</numerusform>
            <numerusform>pioche&#xa0;: %n cartes restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>No thanks: pay a chip</source>
        <translation>Non merci&#xa0;: payer un jeton</translation>
    </message>
    <message>
        <source>you have no chips left</source>
        <translation>vous n’avez plus de jetons</translation>
    </message>
    <message numerus="yes">
        <source>you have %n chip(s)</source>
        <translation>
            <numerusform>vous avez %n jeton</numerusform>
            <numerusform>vous avez %n jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>not your turn</source>
        <translation>ce n’est pas votre tour</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>{name} is deciding on {card}, {chips}.</source>
        <translation>{name} réfléchit au {card}, {chips}.</translation>
    </message>
    <message>
        <source>Your turn: you have no chips left, you must take {card}.</source>
        <translation>À vous de jouer&#xa0;: vous n’avez plus de jetons, vous devez prendre {card}.</translation>
    </message>
    <message>
        <source>Your turn: take {card}, {chips}, or say no thanks.</source>
        <translation>À vous de jouer&#xa0;: prenez {card}, {chips}, ou dites non merci.</translation>
    </message>
</context>
<context>
    <name>NoThanksRevealed</name>
    <message>
        <source>(+{count} more)</source>
        <translation>(+{count} autres)</translation>
    </message>
    <message>
        <source>Coming next: {cards}</source>
        <translation>À venir : {cards}</translation>
    </message>
    <message>
        <source>Out of the game: {cards}</source>
        <translation>Hors jeu : {cards}</translation>
    </message>
    <message>
        <source>{score} (secret chips)</source>
        <translation>{score} (jetons cachés)</translation>
    </message>
    <message>
        <source>Secret chips: {count}</source>
        <translation>Jetons cachés : {count}</translation>
    </message>
    <message>
        <source>The next card turned up: {card}</source>
        <translation>La prochaine carte retournée : {card}</translation>
    </message>
    <message>
        <source>Coming next: none</source>
        <translation>À venir : aucune</translation>
    </message>
</context>
<context>
    <name>NoThanksTableTexts</name>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <source>No cards yet</source>
        <translation>Pas encore de carte</translation>
    </message>
    <message numerus="yes">
        <source>Cards: %n point(s)</source>
        <translation>
            <numerusform>Cartes&#xa0;: %n point</numerusform>
            <numerusform>Cartes&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score {score}: cards {points} − %n chip(s)</source>
        <translation>
            <numerusform>Score {score}&#xa0;: cartes {points} − %n jeton</numerusform>
            <numerusform>Score {score}&#xa0;: cartes {points} − %n jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>Chips: hidden</source>
        <translation>Jetons&#xa0;: cachés</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n jeton</numerusform>
            <numerusform>%n jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay a chip: no thanks</source>
        <translation>Payer un jeton&#xa0;: non merci</translation>
    </message>
    <message>
        <source>Take the card and its chips</source>
        <translation>Prendre la carte et ses jetons</translation>
    </message>
    <message>
        <source>Deck: {count}</source>
        <translation>Pioche&#xa0;: {count}</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) on the card</source>
        <translation>
            <numerusform>%n jeton sur la carte</numerusform>
            <numerusform>%n jetons sur la carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie finie</translation>
    </message>
    <message>
        <source>▶ Your turn</source>
        <translation>▶ À vous de jouer</translation>
    </message>
    <message>
        <source>▶ {name} to play</source>
        <translation>▶ Au tour de {name}</translation>
    </message>
</context>
<context>
    <name>NoThanksTexts</name>
    <message>
        <source>no chips</source>
        <translation>aucun jeton</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n jeton</numerusform>
            <numerusform>%n jetons</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NoThanksUI</name>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Prendre</translation>
    </message>
    <message>
        <source>T</source>
        <translation>P</translation>
    </message>
    <message>
        <source>No thanks</source>
        <translation>Non merci</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Take {card}; then you turn up the next card.</source>
        <translation>Prendre le {card}&#xa0;; vous retournez ensuite la carte suivante.</translation>
    </message>
    <message numerus="yes">
        <source>Take {card} and the %n chip(s) on it; then you turn up the next card.</source>
        <translation>
            <numerusform>Prendre le {card} et le jeton posé dessus&#xa0;; vous retournez ensuite la carte suivante.</numerusform>
            <numerusform>Prendre le {card} et les %n jetons posés dessus&#xa0;; vous retournez ensuite la carte suivante.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have no chips left: you must take the card.</source>
        <translation>Vous n’avez plus de jeton&#xa0;: vous devez prendre la carte.</translation>
    </message>
    <message>
        <source>Put one of your chips on {card} and pass it on.</source>
        <translation>Poser un de vos jetons sur le {card} et passer.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>{name} is deciding on {card} (no chips on it yet).</source>
        <translation>{name} réfléchit au {card} (encore sans jeton).</translation>
    </message>
    <message numerus="yes">
        <source>{name} is deciding on {card} (%n chip(s) on it).</source>
        <translation>
            <numerusform>{name} réfléchit au {card} (%n jeton dessus).</numerusform>
            <numerusform>{name} réfléchit au {card} (%n jetons dessus).</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}, you have no chips left: you must take {card}.</source>
        <translation>{name}, vous n’avez plus de jeton&#xa0;: vous devez prendre le {card}.</translation>
    </message>
    <message>
        <source>{name}, take {card} (no chips on it yet), or say no thanks?</source>
        <translation>{name}, prendre le {card} (encore sans jeton), ou dire non merci&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>{name}, take {card} with its %n chip(s), or say no thanks?</source>
        <translation>
            <numerusform>{name}, prendre le {card} avec son jeton, ou dire non merci&#xa0;?</numerusform>
            <numerusform>{name}, prendre le {card} avec ses %n jetons, ou dire non merci&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <source>card {number} of {total}</source>
        <translation>carte {number} sur {total}</translation>
    </message>
    <message>
        <source>Everyone else, please look away. {name}: click when you are ready to see your chips and decide on the open card.</source>
        <translation>Que les autres détournent le regard. {name} : cliquez pour voir vos jetons et décider du sort de la carte retournée.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Suites</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Points des cartes</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>Chip counts</source>
        <translation>Nombre de jetons</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Caché</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Visible</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Paquet</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Tactical (10 chips; 10, 20 and 30 removed)</source>
        <translation>Tactique (10 jetons&#xa0;; 10, 20 et 30 retirés)</translation>
    </message>
    <message>
        <source>Sorting</source>
        <translation>Tri</translation>
    </message>
    <message>
        <source>Standard (clear any value)</source>
        <translation>Standard (retirer n’importe quelle valeur)</translation>
    </message>
    <message>
        <source>Strict (only values held at least N + 1 times)</source>
        <translation>Strict (seulement les valeurs possédées au moins N + 1 fois)</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <source>Without jokers</source>
        <translation>Sans jokers</translation>
    </message>
    <message>
        <source>With jokers</source>
        <translation>Avec jokers</translation>
    </message>
    <message>
        <source>Sale limit</source>
        <translation>Limite de ventes</translation>
    </message>
    <message>
        <source>30 sales</source>
        <translation>30 ventes</translation>
    </message>
    <message>
        <source>40 sales</source>
        <translation>40 ventes</translation>
    </message>
    <message>
        <source>60 sales</source>
        <translation>60 ventes</translation>
    </message>
    <message>
        <source>80 sales</source>
        <translation>80 ventes</translation>
    </message>
    <message>
        <source>100 sales</source>
        <translation>100 ventes</translation>
    </message>
    <message>
        <source>150 sales</source>
        <translation>150 ventes</translation>
    </message>
    <message>
        <source>200 sales</source>
        <translation>200 ventes</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Coins shown</source>
        <translation>Pièces visibles</translation>
    </message>
    <message>
        <source>Hidden coins</source>
        <translation>Pièces cachées</translation>
    </message>
</context>
<context>
    <name>PlotKit</name>
    <message>
        <source>Export as PNG…</source>
        <translation>Exporter en PNG…</translation>
    </message>
    <message>
        <source>Export as PNG</source>
        <translation>Exporter en PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>The image could not be written to {path}.</source>
        <translation>L’image n’a pas pu être enregistrée dans {path}.</translation>
    </message>
</context>
<context>
    <name>ReadOnlyTable</name>
    <message>
        <source>{header}: {value}</source>
        <translation>{header}&#xa0;: {value}</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>{seat} has no such card.</source>
        <translation>{seat} n’a pas cette carte.</translation>
    </message>
    <message>
        <source>A super offer cannot start a bargain pile.</source>
        <translation>Une super offre ne peut pas commencer une pile de bonnes affaires.</translation>
    </message>
    <message>
        <source>You must follow the led colour.</source>
        <translation>Vous devez fournir la couleur demandée.</translation>
    </message>
    <message>
        <source>Declare whether this colour is trump.</source>
        <translation>Annoncez si cette couleur est atout ou non.</translation>
    </message>
    <message>
        <source>This card cannot be declared trump or not trump now.</source>
        <translation>Cette carte ne peut pas être annoncée atout ou pas atout maintenant.</translation>
    </message>
    <message>
        <source>Declare whether this card ranks above or below its twin.</source>
        <translation>Annoncez si cette carte se place au-dessus ou au-dessous de sa jumelle.</translation>
    </message>
    <message>
        <source>This card cannot be declared above or below now.</source>
        <translation>Cette carte ne peut pas être annoncée au-dessus ou au-dessous maintenant.</translation>
    </message>
    <message>
        <source>That sorting is not allowed now.</source>
        <translation>Ce tri n’est pas permis maintenant.</translation>
    </message>
    <message>
        <source>You must follow {colour}.</source>
        <translation>Vous devez fournir la couleur {colour}.</translation>
    </message>
    <message>
        <source>A joker cannot be the hidden card.</source>
        <translation>Un joker ne peut pas être la carte cachée.</translation>
    </message>
    <message>
        <source>Only one joker may be played to a trick, except in the last trick or by a player holding nothing but jokers.</source>
        <translation>Un seul joker peut être joué par pli, sauf au dernier pli ou par qui n’a plus que des jokers.</translation>
    </message>
    <message>
        <source>{seat} holds no {card}.</source>
        <translation>{seat} n’a pas de {card}.</translation>
    </message>
    <message>
        <source>{seat} holds no such card.</source>
        <translation>{seat} n’a pas cette carte.</translation>
    </message>
    <message>
        <source>There is no colour {value}.</source>
        <translation>Il n’y a pas de couleur {value}.</translation>
    </message>
    <message>
        <source>A bid of {bid} is more than your {purse} coins.</source>
        <translation>Une enchère de {bid} dépasse vos {purse} pièces.</translation>
    </message>
    <message>
        <source>You hold no {good} to put on the market.</source>
        <translation>Vous n’avez pas de carte {good} à mettre en vente.</translation>
    </message>
    <message>
        <source>You can put 0 to {most} coins on the market card, not {coins}.</source>
        <translation>Vous pouvez mettre de 0 à {most} pièces sur la carte du marché, pas {coins}.</translation>
    </message>
    <message>
        <source>An offer without a card holds at least 1 coin.</source>
        <translation>Une offre sans carte contient au moins 1 pièce.</translation>
    </message>
    <message>
        <source>You hold no {good} to offer.</source>
        <translation>Vous n’avez pas de carte {good} à proposer.</translation>
    </message>
    <message>
        <source>You can offer 0 to {most} coins, not {coins}.</source>
        <translation>Vous pouvez proposer de 0 à {most} pièces, pas {coins}.</translation>
    </message>
    <message>
        <source>That is your standing offer already: keep it instead.</source>
        <translation>C’est déjà votre offre&#xa0;: laissez-la plutôt en l’état.</translation>
    </message>
    <message>
        <source>You have no offer to withdraw.</source>
        <translation>Vous n’avez pas d’offre à retirer.</translation>
    </message>
    <message>
        <source>You can accept only the offer of a buyer who has one.</source>
        <translation>Vous ne pouvez accepter que l’offre d’un acheteur qui en a fait une.</translation>
    </message>
    <message>
        <source>After bidding turn {turn} you can no longer wait: accept an offer or force the sale.</source>
        <translation>Après le tour d’enchères {turn}, vous ne pouvez plus attendre&#xa0;: acceptez une offre ou forcez la vente.</translation>
    </message>
    <message>
        <source>The market card can hold 0 to {most} coins, not {coins}.</source>
        <translation>La carte du marché peut porter de 0 à {most} pièces, pas {coins}.</translation>
    </message>
    <message>
        <source>You hold no {good} to lay as the second card.</source>
        <translation>Vous n’avez pas de carte {good} à poser comme deuxième carte.</translation>
    </message>
    <message>
        <source>The named good must be one of the eight goods, never the contraband.</source>
        <translation>La marchandise désignée doit être une des huit marchandises, jamais la contrebande.</translation>
    </message>
    <message>
        <source>You cannot name {good}: you still hold some.</source>
        <translation>Vous ne pouvez pas désigner {good}&#xa0;: vous en avez encore.</translation>
    </message>
    <message>
        <source>Take the card of a buyer who showed: {showing_seats}.</source>
        <translation>Prenez la carte d’un acheteur qui a montré les siennes&#xa0;: {showing_seats}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>It is not {seat}&apos;s turn.</source>
        <translation>Ce n’est pas au tour de {seat}.</translation>
    </message>
    <message>
        <source>There is no seat {given} in a game of {players} players.</source>
        <translation>Il n’y a pas de place {given} dans une partie à {players} joueurs.</translation>
    </message>
    <message>
        <source>Malformed action: {action}.</source>
        <translation>Action mal formée&#xa0;: {action}.</translation>
    </message>
    <message>
        <source>That move does not fit this moment of the game.</source>
        <translation>Ce coup n’est pas possible à ce moment de la partie.</translation>
    </message>
    <message>
        <source>{seat} has no chips left and must take the card.</source>
        <translation>{seat} n’a plus de jetons et doit prendre la carte.</translation>
    </message>
</context>
<context>
    <name>ReplayControls</name>
    <message numerus="yes">
        <source>Start of the game (%n move(s))</source>
        <translation>
            <numerusform>Début de la partie (%n coup)</numerusform>
            <numerusform>Début de la partie (%n coups)</numerusform>
        </translation>
    </message>
    <message>
        <source>Move {position} of {last}</source>
        <translation>Coup {position} sur {last}</translation>
    </message>
    <message>
        <source>First move</source>
        <translation>Premier coup</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Coup précédent</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Coup suivant</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Dernier coup</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Vitesse :</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>{action} ({key})</source>
        <translation>{action} ({key})</translation>
    </message>
</context>
<context>
    <name>ReplayLauncher</name>
    <message>
        <source>Replay a saved game</source>
        <translation>Revoir une partie enregistrée</translation>
    </message>
    <message>
        <source>cardtable games (*.cardtable)</source>
        <translation>Parties cardtable (*.cardtable)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The saved game cannot be replayed</source>
        <translation>La partie enregistrée ne peut pas être revue</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>Everything revealed</source>
        <translation>Tout dévoilé</translation>
    </message>
    <message>
        <source>Public information only</source>
        <translation>Informations publiques seulement</translation>
    </message>
    <message>
        <source>&amp;Seen by:</source>
        <translation>&amp;Vue de :</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Déroulement</translation>
    </message>
    <message>
        <source>Click a line to see the game at that moment</source>
        <translation>Cliquez une ligne pour voir la partie à ce moment-là</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Leave the replay and go back where you were</source>
        <translation>Quitter la revue et revenir où vous étiez</translation>
    </message>
    <message>
        <source>Replay: {title}</source>
        <translation>Revue : {title}</translation>
    </message>
    <message>
        <source>Whose view of the game the table shows</source>
        <translation>De quelle place la table montre la partie</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <source>Replay…</source>
        <translation>Revoir…</translation>
    </message>
    <message>
        <source>Watch the game again move by move, from any seat.</source>
        <translation>Revoir la partie coup par coup, de n’importe quelle place.</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gagne&#xa0;!</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} et {last}</translation>
    </message>
    <message>
        <source>{names} share the win!</source>
        <translation>{names} se partagent la victoire&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <source>Undo was used in this game (%n time(s)).</source>
        <translation>
            <numerusform>L’annulation a été utilisée une fois dans cette partie.</numerusform>
            <numerusform>L’annulation a été utilisée %n fois dans cette partie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The coach gave hints in this game (%n time(s)).</source>
        <translation>
            <numerusform>Le coach a donné un conseil dans cette partie.</numerusform>
            <numerusform>Le coach a donné des conseils %n fois dans cette partie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Results and scores</source>
        <translation>Résultats et scores</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Rejouer cette donne</translation>
    </message>
    <message>
        <source>The same cards in the same seat: the computer players play as they did while you do too, and you are compared with Hard AI.</source>
        <translation>Les mêmes cartes à la même place&#xa0;: les joueurs ordinateur rejouent leurs coups tant que vous rejouez les vôtres, et vous êtes comparé à l’IA difficile.</translation>
    </message>
    <message>
        <source>Same deal</source>
        <translation>Même donne</translation>
    </message>
    <message>
        <source>Replay the same cards with the same players.</source>
        <translation>Rejouer les mêmes cartes avec les mêmes joueurs.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>No rules page is available for this game.</source>
        <translation>Aucune page de règles n’existe pour ce jeu.</translation>
    </message>
    <message>
        <source>Rules: {game}</source>
        <translation>Règles&#xa0;: {game}</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>SaveFiles</name>
    <message>
        <source>“{file}” cannot be opened: {why}.</source>
        <translation>«&#xa0;{file}&#xa0;» ne peut pas être ouvert&#xa0;: {why}.</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>the file is cut short (perhaps it was not completely copied or downloaded)</source>
        <translation>le fichier est tronqué (il n’a peut-être pas été entièrement copié ou téléchargé)</translation>
    </message>
    <message>
        <source>the file is not in the format of cardtable&apos;s saved games (an error at line {line})</source>
        <translation>le fichier n’est pas au format des parties enregistrées de cardtable (erreur à la ligne {line})</translation>
    </message>
    <message>
        <source>the file is not text (perhaps a picture or another program&apos;s file)</source>
        <translation>le fichier n’est pas du texte (peut-être une image ou le fichier d’un autre programme)</translation>
    </message>
    <message>
        <source>its name cannot be used on this system</source>
        <translation>son nom n’est pas utilisable sur ce système</translation>
    </message>
    <message>
        <source>the file is not a cardtable saved game</source>
        <translation>le fichier n’est pas une partie enregistrée de cardtable</translation>
    </message>
    <message>
        <source>it is a game of “{game}”, which this version of cardtable does not have</source>
        <translation>c’est une partie de «&#xa0;{game}&#xa0;», un jeu que cette version de cardtable ne connaît pas</translation>
    </message>
    <message>
        <source>it was saved by a newer version of cardtable; update cardtable to open it</source>
        <translation>elle a été enregistrée par une version plus récente de cardtable&#xa0;; mettez cardtable à jour pour l’ouvrir</translation>
    </message>
    <message>
        <source>the file could not be read ({error})</source>
        <translation>le fichier n’a pas pu être lu ({error})</translation>
    </message>
    <message>
        <source>its content is inconsistent ({problem})</source>
        <translation>son contenu est incohérent ({problem})</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>c’est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>it is a named pipe, not a file</source>
        <translation>c’est un tube nommé, pas un fichier</translation>
    </message>
    <message>
        <source>it is a device, not a file</source>
        <translation>c’est un périphérique, pas un fichier</translation>
    </message>
    <message>
        <source>it is a socket, not a file</source>
        <translation>c’est une socket, pas un fichier</translation>
    </message>
    <message>
        <source>it is a special file, not a regular one</source>
        <translation>c’est un fichier spécial, pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>The file was left as it is.</source>
        <translation>Le fichier a été laissé tel quel.</translation>
    </message>
    <message>
        <source>“{file}” is no longer in {folder}: it was removed from the recent games.</source>
        <translation>«&#xa0;{file}&#xa0;» n’est plus dans {folder}&#xa0;: il a été retiré des parties récentes.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>le quota de disque est épuisé</translation>
    </message>
    <message>
        <source>you may not write in that folder</source>
        <translation>vous n’avez pas le droit d’écrire dans ce dossier</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>le dossier n’existe pas</translation>
    </message>
    <message>
        <source>a folder has that name</source>
        <translation>un dossier porte ce nom</translation>
    </message>
    <message>
        <source>The game could not be saved as “{file}”: {reason}.</source>
        <translation>La partie n’a pas pu être enregistrée sous «&#xa0;{file}&#xa0;»&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Parties &amp;récentes</translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation>La partie n’a pas été enregistrée</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>The saved game cannot be opened</source>
        <translation>La partie enregistrée ne peut pas être ouverte</translation>
    </message>
    <message>
        <source>Save the game in progress before opening the other one?</source>
        <translation>Enregistrer la partie en cours avant d’ouvrir l’autre&#xa0;?</translation>
    </message>
    <message>
        <source>Opening a saved game replaces the game in progress; it is kept only if you save it.</source>
        <translation>Ouvrir une partie enregistrée remplace la partie en cours&#xa0;; elle n’est conservée que si vous l’enregistrez.</translation>
    </message>
    <message>
        <source>&amp;Save it first</source>
        <translation>&amp;L’enregistrer d’abord</translation>
    </message>
    <message>
        <source>&amp;Replace it</source>
        <translation>&amp;La remplacer</translation>
    </message>
    <message>
        <source>No saved games yet</source>
        <translation>Aucune partie enregistrée pour l’instant</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Vider la liste</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Parties récentes</translation>
    </message>
    <message>
        <source>cardtable games (*.cardtable)</source>
        <translation>Parties cardtable (*.cardtable)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>SaveNotice</name>
    <message>
        <source>This game is not being saved: {reason}. It will be tried again after the next move.</source>
        <translation>Cette partie n’est pas enregistrée&#xa0;: {reason}. Un nouvel essai aura lieu après le prochain coup.</translation>
    </message>
    <message>
        <source>cardtable may not write in its data folder</source>
        <translation>cardtable n’a pas le droit d’écrire dans son dossier de données</translation>
    </message>
    <message>
        <source>the data folder is on a read-only disk</source>
        <translation>le dossier de données est sur un disque en lecture seule</translation>
    </message>
</context>
<context>
    <name>SchnaeppchenAccessTexts</name>
    <message numerus="yes">
        <source>{name}: %n card(s) in hand, {collects}, score {score}</source>
        <translation>
            <numerusform>{name}&#xa0;: %n carte en main, {collects}, score {score}</numerusform>
            <numerusform>{name}&#xa0;: %n cartes en main, {collects}, score {score}</numerusform>
        </translation>
    </message>
    <message>
        <source>no bargain yet</source>
        <translation>pas encore de bonne affaire</translation>
    </message>
    <message>
        <source>collects {value}s</source>
        <translation>collectionne les {value}</translation>
    </message>
    <message>
        <source>Bargain pile of {name}: empty</source>
        <translation>{name}, pile des bonnes affaires&#xa0;: vide</translation>
    </message>
    <message numerus="yes">
        <source>Bargain pile of {name}: %n card(s), top card {card}</source>
        <translation>
            <numerusform>{name}, pile des bonnes affaires&#xa0;: %n carte, au-dessus {card}</numerusform>
            <numerusform>{name}, pile des bonnes affaires&#xa0;: %n cartes, au-dessus {card}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Junk pile of {name}: %n card(s)</source>
        <translation>
            <numerusform>{name}, camelote&#xa0;: %n carte</numerusform>
            <numerusform>{name}, camelote&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>press to look at it</source>
        <translation>appuyez pour la regarder</translation>
    </message>
    <message>
        <source>Junk pile of {name}, revealed: {cards}</source>
        <translation>{name}, camelote révélée&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>Led colour: none yet</source>
        <translation>Couleur demandée&#xa0;: pas encore</translation>
    </message>
    <message>
        <source>Led colour: {colour}</source>
        <translation>Couleur demandée&#xa0;: {colour}</translation>
    </message>
    <message>
        <source>Trump: none declared</source>
        <translation>Atout&#xa0;: aucun annoncé</translation>
    </message>
    <message>
        <source>not trump</source>
        <translation>pas atout</translation>
    </message>
    <message>
        <source>above its twin</source>
        <translation>au-dessus de sa jumelle</translation>
    </message>
    <message>
        <source>below its twin</source>
        <translation>au-dessous de sa jumelle</translation>
    </message>
</context>
<context>
    <name>SchnaeppchenRevealed</name>
    <message>
        <source>Stock from the top: {cards}</source>
        <translation>Talon, du dessus : {cards}</translation>
    </message>
    <message>
        <source>Junk, from the bottom: {cards}</source>
        <translation>Camelote, du dessous : {cards}</translation>
    </message>
</context>
<context>
    <name>SchnaeppchenTable</name>
    <message>
        <source>SUPER OFFER</source>
        <translation>SUPER OFFRE</translation>
    </message>
</context>
<context>
    <name>SchnaeppchenTableTexts</name>
    <message>
        <source>No bargain yet</source>
        <translation>Pas encore de bonne affaire</translation>
    </message>
    <message>
        <source>Collects {value}s</source>
        <translation>Collectionne les {value}</translation>
    </message>
    <message>
        <source>{collects} · score {score}</source>
        <translation>{collects} · score {score}</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Bargain</source>
        <translation>Bonnes affaires</translation>
    </message>
    <message>
        <source>Junk</source>
        <translation>Camelote</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Talon&#xa0;: %n carte</numerusform>
            <numerusform>Talon&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set aside</source>
        <translation>
            <numerusform>%n à l’écart</numerusform>
            <numerusform>%n à l’écart</numerusform>
        </translation>
    </message>
    <message>
        <source>Led: —</source>
        <translation>À fournir&#xa0;: —</translation>
    </message>
    <message>
        <source>Led: {colour}</source>
        <translation>À fournir&#xa0;: {colour}</translation>
    </message>
    <message>
        <source>Trump: {colour}</source>
        <translation>Atout&#xa0;: {colour}</translation>
    </message>
    <message>
        <source>Trump: none declared</source>
        <translation>Atout&#xa0;: aucun</translation>
    </message>
    <message>
        <source>Not trump: {colours}</source>
        <translation>Pas atout&#xa0;: {colours}</translation>
    </message>
    <message>
        <source>{name}: kept the junk</source>
        <translation>{name}&#xa0;: garde tout</translation>
    </message>
    <message>
        <source>{name}: discarded all the junk</source>
        <translation>{name}&#xa0;: défausse tout</translation>
    </message>
    <message>
        <source>{name}: {value}s out, now collects {value}s</source>
        <translation>{name}&#xa0;: retire les {value}, passe aux {value}</translation>
    </message>
    <message>
        <source>{name}: {value}s out</source>
        <translation>{name}&#xa0;: retire les {value}</translation>
    </message>
    <message>
        <source>not trump</source>
        <translation>pas atout</translation>
    </message>
    <message>
        <source>↑ above twin</source>
        <translation>↑ au-dessus</translation>
    </message>
    <message>
        <source>↓ below twin</source>
        <translation>↓ au-dessous</translation>
    </message>
    <message>
        <source>super offer</source>
        <translation>super offre</translation>
    </message>
    <message>
        <source>▶ Your turn: lay your first bargain card</source>
        <translation>▶ À vous&#xa0;: posez votre première bonne affaire</translation>
    </message>
    <message>
        <source>▶ Your turn: sort your junk pile</source>
        <translation>▶ À vous&#xa0;: triez votre camelote</translation>
    </message>
    <message>
        <source>O</source>
        <comment>shortcut: change the order of the hand</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>S</source>
        <comment>shortcut: sort the junk pile</comment>
        <translation>T</translation>
    </message>
    <message>
        <source>A super offer cannot start a bargain pile: lay a coloured card.</source>
        <translation>Pas de super offre ici&#xa0;: posez une carte de couleur.</translation>
    </message>
    <message>
        <source>You must follow {colour}: play a {colour} card or a super offer.</source>
        <translation>Fournissez du {colour}&#xa0;: du {colour} ou une super offre.</translation>
    </message>
    <message numerus="yes">
        <source>Bargain pile: %n card(s), +1 point each</source>
        <translation>
            <numerusform>Pile des bonnes affaires&#xa0;: %n carte à +1 point</numerusform>
            <numerusform>Pile des bonnes affaires&#xa0;: %n cartes à +1 point chacune</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Junk pile: %n card(s), −1 point each</source>
        <translation>
            <numerusform>Pile de camelote&#xa0;: %n carte à −1 point</numerusform>
            <numerusform>Pile de camelote&#xa0;: %n cartes à −1 point chacune</numerusform>
        </translation>
    </message>
    <message>
        <source>click to look at it</source>
        <translation>cliquez pour la regarder</translation>
    </message>
    <message>
        <source>Sort hand by value</source>
        <translation>Ranger par valeur</translation>
    </message>
    <message>
        <source>Sort hand by colour</source>
        <translation>Ranger par couleur</translation>
    </message>
    <message>
        <source>Sort your junk…</source>
        <translation>Trier la camelote…</translation>
    </message>
    <message>
        <source>Lay {card}</source>
        <translation>Poser {card}</translation>
    </message>
    <message>
        <source>Keep the junk pile</source>
        <translation>Garder la camelote</translation>
    </message>
    <message>
        <source>Discard the whole junk pile</source>
        <translation>Défausser toute la camelote</translation>
    </message>
    <message>
        <source>Discard the {value}s</source>
        <translation>Défausser les {value}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to the bargain pile</source>
        <translation>
            <numerusform>%n carte vers les bonnes affaires</numerusform>
            <numerusform>%n cartes vers les bonnes affaires</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to the junk pile</source>
        <translation>
            <numerusform>%n vers la camelote</numerusform>
            <numerusform>%n vers la camelote</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your junk pile: %n card(s)</source>
        <translation>
            <numerusform>Votre camelote&#xa0;: %n carte</numerusform>
            <numerusform>Votre camelote&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>super offer × {count}</source>
        <translation>super offre × {count}</translation>
    </message>
    <message>
        <source>By value: {values}</source>
        <translation>Par valeur&#xa0;: {values}</translation>
    </message>
    <message>
        <source>End of round {round}</source>
        <translation>Fin de la manche {round}</translation>
    </message>
    <message>
        <source>{name}: bargain {bargain} − junk {junk} = {score}</source>
        <translation>{name}&#xa0;: bonnes affaires {bargain} − camelote {junk} = {score}</translation>
    </message>
    <message>
        <source>(trump)</source>
        <translation>(atout)</translation>
    </message>
    <message>
        <source>(not trump)</source>
        <translation>(pas atout)</translation>
    </message>
    <message>
        <source>(above its twin)</source>
        <translation>(au-dessus de sa jumelle)</translation>
    </message>
    <message>
        <source>(below its twin)</source>
        <translation>(au-dessous de sa jumelle)</translation>
    </message>
    <message>
        <source>keeps the junk pile as it is</source>
        <translation>garde sa camelote telle quelle</translation>
    </message>
    <message numerus="yes">
        <source>discards the whole junk pile (%n card(s))</source>
        <translation>
            <numerusform>défausse toute sa camelote (%n carte)</numerusform>
            <numerusform>défausse toute sa camelote (%n cartes)</numerusform>
        </translation>
    </message>
    <message>
        <source>discards {count} × {value}; {moved} to bargains, now collects {value}s</source>
        <translation>défausse {count} × {value}&#xa0;; {moved} en bonnes affaires, collectionne désormais les {value}</translation>
    </message>
    <message>
        <source>discards {count} × {value}</source>
        <translation>défausse {count} × {value}</translation>
    </message>
</context>
<context>
    <name>SchnaeppchenUI</name>
    <message>
        <source>{name}, lay a card to start your bargain pile: its value is what you will collect.</source>
        <translation>{name}, posez une carte pour commencer votre pile de bonnes affaires&#xa0;: vous collectionnerez sa valeur.</translation>
    </message>
    <message>
        <source>{name} is choosing a bargain card.</source>
        <translation>{name} choisit sa bonne affaire.</translation>
    </message>
    <message>
        <source>{name}, lead a card. You collect {value}s.</source>
        <translation>{name}, entamez le pli. Vous collectionnez les {value}.</translation>
    </message>
    <message>
        <source>{name}, play a card: the first coloured card sets the colour to follow. You collect {value}s.</source>
        <translation>{name}, jouez une carte&#xa0;: la première carte de couleur fixe la couleur à fournir. Vous collectionnez les {value}.</translation>
    </message>
    <message>
        <source>{name}, follow {colour} (or play a super offer). You collect {value}s.</source>
        <translation>{name}, fournissez du {colour} (ou jouez une super offre). Vous collectionnez les {value}.</translation>
    </message>
    <message>
        <source>{name}, you cannot follow {colour}: play any card ({trump} is trump in this trick). You collect {value}s.</source>
        <translation>{name}, vous ne pouvez pas fournir du {colour}&#xa0;: jouez n’importe quelle carte (le {trump} est atout dans ce pli). Vous collectionnez les {value}.</translation>
    </message>
    <message>
        <source>{name}, you cannot follow {colour}: play any card and say whether its colour is trump. You collect {value}s.</source>
        <translation>{name}, vous ne pouvez pas fournir du {colour}&#xa0;: jouez n’importe quelle carte et annoncez si sa couleur est atout. Vous collectionnez les {value}.</translation>
    </message>
    <message>
        <source>{name} is sorting the junk pile.</source>
        <translation>{name} trie sa camelote.</translation>
    </message>
    <message>
        <source>{name}, sort your junk pile (the first of your two sortings): take out one value, or keep it as it is.</source>
        <translation>{name}, triez votre camelote (premier de vos deux tris)&#xa0;: retirez une valeur, ou gardez-la telle quelle.</translation>
    </message>
    <message>
        <source>{name}, sort your junk pile: take out one value, or keep it as it is.</source>
        <translation>{name}, triez votre camelote&#xa0;: retirez une valeur, ou gardez-la telle quelle.</translation>
    </message>
    <message>
        <source>Everyone else, please look away. {name}: click when you are ready to see your hand and your junk pile.</source>
        <translation>Que les autres détournent le regard. {name} : cliquez pour voir votre main et votre camelote.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Bargain</source>
        <translation>Bonnes affaires</translation>
    </message>
    <message>
        <source>Junk</source>
        <translation>Camelote</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Bargain pile</source>
        <translation>Bonnes affaires</translation>
    </message>
    <message>
        <source>Junk pile</source>
        <translation>Camelote</translation>
    </message>
    <message numerus="yes">
        <source>+%n card(s)</source>
        <translation>
            <numerusform>+%n carte</numerusform>
            <numerusform>+%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>(collecting {value}s)</source>
        <translation>(collectionne les {value})</translation>
    </message>
    <message numerus="yes">
        <source>−%n card(s)</source>
        <translation>
            <numerusform>−%n carte</numerusform>
            <numerusform>−%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n super offer(s))</source>
        <translation>
            <numerusform>(dont %n super offre)</numerusform>
            <numerusform>(dont %n super offres)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Score sheet</source>
        <translation>Feuille de score</translation>
    </message>
    <message numerus="yes">
        <source>Points by round: %n of {rounds} round(s) played</source>
        <translation>
            <numerusform>Points par manche&#xa0;: %n manche jouée sur {rounds}</numerusform>
            <numerusform>Points par manche&#xa0;: %n manches jouées sur {rounds}</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Manche {round}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>ScoresTab</name>
    <message>
        <source>The scores of this game cannot be traced step by step.</source>
        <translation>Les scores de cette partie ne peuvent pas être retracés pas à pas.</translation>
    </message>
    <message>
        <source>Plot of the scores step by step</source>
        <translation>Graphique des scores pas à pas</translation>
    </message>
    <message>
        <source>Card taken</source>
        <translation>Carte prise</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Sale</source>
        <translation>Vente</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Pli</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Each player&apos;s coins after each sale.</source>
        <translation>Les pièces de chaque joueur après chaque vente.</translation>
    </message>
    <message>
        <source>Each player&apos;s coins, step by step.</source>
        <translation>Les pièces de chaque joueur, étape par étape.</translation>
    </message>
    <message>
        <source>Each player&apos;s score after each card taken.</source>
        <translation>Le score de chaque joueur après chaque carte prise.</translation>
    </message>
    <message>
        <source>Each player&apos;s score after each round.</source>
        <translation>Le score de chaque joueur après chaque manche.</translation>
    </message>
    <message>
        <source>Each player&apos;s score, step by step.</source>
        <translation>Le score de chaque joueur, étape par étape.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue&#xa0;:</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animations&#xa0;:</translation>
    </message>
    <message>
        <source>Computer moves stay visible at least:</source>
        <translation>Les coups de l’ordinateur restent visibles au moins&#xa0;:</translation>
    </message>
    <message>
        <source>Same as the system</source>
        <translation>Celle du système</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapides</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lentes</translation>
    </message>
    <message>
        <source> ms</source>
        <translation>&#xa0;ms</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animations</translation>
    </message>
    <message>
        <source>Computer moves stay visible at least (milliseconds)</source>
        <translation>Les coups de l’ordinateur restent visibles au moins (millisecondes)</translation>
    </message>
    <message>
        <source>Allow undo and redo in games against the computer</source>
        <translation>Permettre d’annuler et de rétablir des coups dans les parties contre l’ordinateur</translation>
    </message>
    <message>
        <source>A game in which a move was taken back is marked so in its results.</source>
        <translation>Une partie où un coup a été annulé porte une mention dans ses résultats.</translation>
    </message>
</context>
<context>
    <name>SortingDialog</name>
    <message>
        <source>Sort your junk pile</source>
        <translation>Trier votre camelote</translation>
    </message>
    <message numerus="yes">
        <source>Your junk pile holds %n card(s).</source>
        <translation>
            <numerusform>Votre camelote contient %n carte.</numerusform>
            <numerusform>Votre camelote contient %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Last round: you sort twice (this is sorting {number} of 2).</source>
        <translation>Dernière manche&#xa0;: vous triez deux fois (tri {number} sur 2).</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Choix</translation>
    </message>
    <message>
        <source>In junk</source>
        <translation>En camelote</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Défaussées</translation>
    </message>
    <message>
        <source>To bargain pile</source>
        <translation>Vers les bonnes affaires</translation>
    </message>
    <message>
        <source>Then you collect</source>
        <translation>Collectionne ensuite</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Ways to sort your junk pile</source>
        <translation>Façons de trier votre camelote</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>Trier</translation>
    </message>
    <message>
        <source>Close; the table&apos;s “Sort your junk…” button opens this again.</source>
        <translation>Fermer&#xa0;; le bouton «&#xa0;Trier la camelote…&#xa0;» de la table rouvre cette fenêtre.</translation>
    </message>
    <message>
        <source>Take out a value you hold at least {least} times: {keep} of those cards are discarded and the rest go onto your bargain pile, whose value you then collect. If no value qualifies, a junk pile that was empty before this round and holds no super offer may be discarded whole.</source>
        <translation>Retirez une valeur que vous possédez au moins {least} fois&#xa0;: {keep} de ces cartes partent à la défausse et les autres vont sur votre pile de bonnes affaires, dont vous collectionnez ensuite la valeur. Si aucune valeur ne le permet, une camelote qui était vide avant cette manche et ne contient aucune super offre peut être défaussée en entier.</translation>
    </message>
    <message>
        <source>Take out every junk card of one value: the first {keep} are discarded, any others go onto your bargain pile, and you collect that value from then on.</source>
        <translation>Retirez de votre camelote toutes les cartes d’une valeur&#xa0;: les {keep} premières partent à la défausse&#xa0;; s’il en reste, elles vont sur votre pile de bonnes affaires et vous collectionnez désormais cette valeur.</translation>
    </message>
    <message>
        <source>Super offers always stay in the junk pile.</source>
        <translation>Les super offres restent toujours dans la camelote.</translation>
    </message>
    <message>
        <source>Keep the junk pile as it is</source>
        <translation>Tout garder</translation>
    </message>
    <message>
        <source>Discard the whole junk pile</source>
        <translation>Tout défausser</translation>
    </message>
    <message>
        <source>Take out the {value}s</source>
        <translation>Retirer les {value}</translation>
    </message>
    <message>
        <source>{value}s</source>
        <translation>les {value}</translation>
    </message>
    <message>
        <source>Strict sorting: only a value you hold at least {least} times can be taken out.</source>
        <translation>Tri strict&#xa0;: seule une valeur possédée au moins {least} fois peut être retirée.</translation>
    </message>
    <message>
        <source>Nothing changes: your score stays {score}.</source>
        <translation>Rien ne change&#xa0;: votre score reste {score}.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) discarded (each stops costing a point)</source>
        <translation>
            <numerusform>%n carte défaussée (elle ne vous coûte plus rien)</numerusform>
            <numerusform>%n cartes défaussées (elles ne vous coûtent plus rien)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to your bargain pile (each +2: no longer −1, now +1)</source>
        <translation>
            <numerusform>%n carte vers votre pile de bonnes affaires (+2&#xa0;: son −1 devient +1)</numerusform>
            <numerusform>%n cartes vers votre pile de bonnes affaires (+2 chacune&#xa0;: leur −1 devient +1)</numerusform>
        </translation>
    </message>
    <message>
        <source>{choice}: {parts}. Score {before} → {after} ({change}).</source>
        <translation>{choice}&#xa0;: {parts}. Score {before} → {after} ({change}).</translation>
    </message>
    <message>
        <source>From then on you collect {value}s.</source>
        <translation>Désormais, vous collectionnez les {value}.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Games cannot be saved or resumed: the folder {folder} cannot be used ({error}).</source>
        <translation>Les parties ne peuvent être ni enregistrées ni reprises&#xa0;: le dossier {folder} est inutilisable ({error}).</translation>
    </message>
    <message>
        <source>The saved game was written by a newer version of cardtable.</source>
        <translation>La partie enregistrée vient d’une version plus récente de cardtable.</translation>
    </message>
    <message>
        <source>The saved game could not be read, so it cannot be resumed: {why}.</source>
        <translation>La partie enregistrée est illisible et ne peut pas être reprise&#xa0;: {why}.</translation>
    </message>
    <message>
        <source>It was kept unchanged as {file}.</source>
        <translation>Elle a été conservée telle quelle sous le nom {file}.</translation>
    </message>
    <message>
        <source>It could not be moved aside: the next game will replace it.</source>
        <translation>Elle n’a pas pu être mise de côté&#xa0;: la prochaine partie la remplacera.</translation>
    </message>
    <message>
        <source>the file holds a number too long or data nested too deeply</source>
        <translation>le fichier contient un nombre trop long ou des données trop imbriquées</translation>
    </message>
    <message>
        <source>the file is larger than {size} MB, far more than a saved game</source>
        <translation>le fichier dépasse {size} Mo, bien plus qu’une partie enregistrée</translation>
    </message>
    <message>
        <source>an unexpected error occurred, please report it ({error})</source>
        <translation>une erreur inattendue s’est produite, merci de la signaler ({error})</translation>
    </message>
    <message>
        <source>Card games against the computer or with friends on one computer</source>
        <translation>Des jeux de cartes contre l’ordinateur ou entre amis sur un seul ordinateur</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Resume: {game}</source>
        <translation>Reprendre&#xa0;: {game}</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Ouvrir une sauvegarde…</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Statistiques…</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Réglages…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <source>Scroll the games</source>
        <translation>Faire défiler les jeux</translation>
    </message>
</context>
<context>
    <name>StatisticsPlots</name>
    <message>
        <source>{game}: win rate</source>
        <translation>{game}&#xa0;: taux de victoire</translation>
    </message>
    <message>
        <source>{game}: average score</source>
        <translation>{game}&#xa0;: score moyen</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Parties finies</translation>
    </message>
    <message>
        <source>Win rate so far (%)</source>
        <translation>Taux de victoire cumulé (%)</translation>
    </message>
    <message>
        <source>Average score so far</source>
        <translation>Score moyen cumulé</translation>
    </message>
    <message>
        <source>Plot of the win rate so far</source>
        <translation>Graphique du taux de victoire cumulé</translation>
    </message>
    <message>
        <source>Plot of the average score so far</source>
        <translation>Graphique du score moyen cumulé</translation>
    </message>
    <message>
        <source>Export the win rate plot as PNG…</source>
        <translation>Exporter en PNG le graphique du taux de victoire…</translation>
    </message>
    <message>
        <source>Export the average score plot as PNG…</source>
        <translation>Exporter en PNG le graphique du score moyen…</translation>
    </message>
</context>
<context>
    <name>StatisticsTable</name>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>The computer players&apos; levels; “People only” for games without a computer player</source>
        <translation>Les niveaux des joueurs ordinateur&#xa0;; «&#xa0;Humains seulement&#xa0;» pour les parties sans joueur ordinateur</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>Joueurs à la table</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Results counted: one per person at the table in each finished game</source>
        <translation>Résultats comptés&#xa0;: un par humain à la table dans chaque partie finie</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Results in first place (a shared first place counts)</source>
        <translation>Résultats à la première place (une première place partagée compte)</translation>
    </message>
    <message>
        <source>Win
rate</source>
        <translation>Taux de
victoire</translation>
    </message>
    <message>
        <source>Wins as a share of the results</source>
        <translation>La part des résultats qui sont des victoires</translation>
    </message>
    <message>
        <source>Average
score</source>
        <translation>Score
moyen</translation>
    </message>
    <message>
        <source>Average
place</source>
        <translation>Place
moyenne</translation>
    </message>
    <message>
        <source>1 is first</source>
        <translation>1 est la première place</translation>
    </message>
    <message>
        <source>Best
score</source>
        <translation>Meilleur
score</translation>
    </message>
    <message>
        <source>The best score of a person (the lowest where the lowest score wins)</source>
        <translation>Le meilleur score d’un humain (le plus bas quand le plus bas gagne)</translation>
    </message>
    <message>
        <source>Current
streak</source>
        <translation>Série
en cours</translation>
    </message>
    <message>
        <source>Wins in a row up to the latest game</source>
        <translation>Victoires d’affilée jusqu’à la dernière partie</translation>
    </message>
    <message>
        <source>Longest
streak</source>
        <translation>Plus longue
série</translation>
    </message>
    <message>
        <source>The most wins in a row</source>
        <translation>Le plus de victoires d’affilée</translation>
    </message>
    <message>
        <source>People only</source>
        <translation>Humains seulement</translation>
    </message>
    <message>
        <source>{rate}%</source>
        <translation>{rate}&#xa0;%</translation>
    </message>
    <message>
        <source>Figures per opponent level and player count</source>
        <translation>Chiffres par niveau des adversaires et nombre de joueurs</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>No finished game of {game} with a person at the table matches these filters yet.</source>
        <translation>Aucune partie finie de {game} avec un humain à la table ne correspond encore à ces filtres.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) recorded for these filters.</source>
        <translation>
            <numerusform>%n partie finie enregistrée pour ces filtres.</numerusform>
            <numerusform>%n parties finies enregistrées pour ces filtres.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) wait to be recorded.</source>
        <translation>
            <numerusform>%n partie terminée attend d’être enregistrée.</numerusform>
            <numerusform>%n parties terminées attendent d’être enregistrées.</numerusform>
        </translation>
    </message>
    <message>
        <source>the file {file} is not a statistics database</source>
        <translation>le fichier {file} n’est pas une base de statistiques</translation>
    </message>
    <message>
        <source>the file {file} belongs to another program</source>
        <translation>le fichier {file} appartient à un autre programme</translation>
    </message>
    <message>
        <source>the file {file} was written by a newer version of cardtable</source>
        <translation>le fichier {file} a été écrit par une version plus récente de cardtable</translation>
    </message>
    <message>
        <source>the file {file} is damaged</source>
        <translation>le fichier {file} est endommagé</translation>
    </message>
    <message>
        <source>the file {file} cannot be written ({error})</source>
        <translation>le fichier {file} ne peut pas être écrit ({error})</translation>
    </message>
    <message>
        <source>the disk holding {file} is full</source>
        <translation>le disque qui contient {file} est plein</translation>
    </message>
    <message>
        <source>the file {file} is in use by another program</source>
        <translation>le fichier {file} est utilisé par un autre programme</translation>
    </message>
    <message>
        <source>{file} cannot be used: {why}</source>
        <translation>{file} n’est pas utilisable&#xa0;: {why}</translation>
    </message>
    <message>
        <source>the database cannot be opened ({error})</source>
        <translation>la base ne peut pas être ouverte ({error})</translation>
    </message>
    <message>
        <source>Finished games are kept and recorded when it is free.</source>
        <translation>Les parties terminées sont gardées et enregistrées dès qu’il sera libre.</translation>
    </message>
    <message>
        <source>Finished games are kept and recorded once there is room again.</source>
        <translation>Les parties terminées sont gardées et enregistrées dès qu’il y aura de nouveau de la place.</translation>
    </message>
    <message>
        <source>Statistics cannot be read now: {reason}.</source>
        <translation>Les statistiques ne peuvent pas être lues pour l’instant&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>Statistics are not available: {reason}. The file was left as it is; move it away to start new statistics, which then come back by themselves.</source>
        <translation>Les statistiques ne sont pas disponibles&#xa0;: {reason}. Le fichier a été laissé tel quel&#xa0;; déplacez-le pour commencer de nouvelles statistiques, qui reviennent alors d’elles-mêmes.</translation>
    </message>
    <message>
        <source>Clear statistics</source>
        <translation>Effacer les statistiques</translation>
    </message>
    <message>
        <source>Forget every finished game of every game? This cannot be undone.</source>
        <translation>Oublier toutes les parties finies de tous les jeux&#xa0;? Cela ne peut pas être annulé.</translation>
    </message>
    <message>
        <source>Statistics — cardtable</source>
        <translation>Statistiques — cardtable</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Help used:</source>
        <translation>&amp;Aide utilisée&#xa0;:</translation>
    </message>
    <message>
        <source>Solo and hot-seat</source>
        <translation>Seul et à plusieurs</translation>
    </message>
    <message>
        <source>Solo (one person)</source>
        <translation>Seul (un humain)</translation>
    </message>
    <message>
        <source>Hot-seat (several people)</source>
        <translation>À plusieurs (plusieurs humains)</translation>
    </message>
    <message>
        <source>With or without</source>
        <translation>Avec ou sans</translation>
    </message>
    <message>
        <source>No undo, no hints</source>
        <translation>Sans annulation ni conseil</translation>
    </message>
    <message>
        <source>Undo or hints used</source>
        <translation>Annulation ou conseils utilisés</translation>
    </message>
    <message>
        <source>C&amp;lear statistics…</source>
        <translation>E&amp;ffacer les statistiques…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>TrickAccess</name>
    <message>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <source>Hand of {name}, revealed: {cards}</source>
        <translation>{name}, main révélée&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>{name} played {card}</source>
        <translation>{name} a joué {card}</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>jouable</translation>
    </message>
    <message>
        <source>not playable now: {reason}</source>
        <translation>pas jouable maintenant&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{card}, copy {index} of {count}</source>
        <translation>{card}, exemplaire {index} sur {count}</translation>
    </message>
    <message>
        <source>led</source>
        <translation>entame</translation>
    </message>
    <message>
        <source>Trump: {colour}</source>
        <translation>Atout&#xa0;: {colour}</translation>
    </message>
    <message>
        <source>trump</source>
        <translation>atout</translation>
    </message>
</context>
<context>
    <name>TrickTable</name>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Manche {round} sur {rounds}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie finie</translation>
    </message>
    <message>
        <source>▶ {name} to play</source>
        <translation>▶ Au tour de {name}</translation>
    </message>
    <message>
        <source>▶ Your turn: lead a card</source>
        <translation>▶ À vous&#xa0;: entamez le pli</translation>
    </message>
    <message>
        <source>▶ Your turn: play a card</source>
        <translation>▶ À vous&#xa0;: jouez une carte</translation>
    </message>
    <message>
        <source>Not now: wait for your turn.</source>
        <translation>Pas maintenant&#xa0;: attendez votre tour.</translation>
    </message>
    <message>
        <source>{card} cannot be played now.</source>
        <translation>Le {card} ne peut pas être joué maintenant.</translation>
    </message>
    <message>
        <source>L</source>
        <comment>shortcut: show the last trick</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Dernier pli</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Jouer {card}</translation>
    </message>
    <message>
        <source>Last trick: won by {name}</source>
        <translation>Dernier pli&#xa0;: remporté par {name}</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gagne</translation>
    </message>
    <message>
        <source>Click or press Esc to close</source>
        <translation>Cliquez ou appuyez sur Échap pour fermer</translation>
    </message>
    <message>
        <source>led</source>
        <translation>entame</translation>
    </message>
    <message>
        <source>TRUMP</source>
        <translation>ATOUT</translation>
    </message>
    <message>
        <source>In {name}&apos;s hand: {card}</source>
        <translation>Dans la main de {name} : {card}</translation>
    </message>
</context>
<context>
    <name>TrickTableCounts</name>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n carte en main</numerusform>
            <numerusform>%n cartes en main</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrickView</name>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>{name} is playing.</source>
        <translation>{name} joue.</translation>
    </message>
    <message>
        <source>round {round} of {rounds}</source>
        <translation>manche {round} sur {rounds}</translation>
    </message>
</context>
<context>
    <name>TrumpDialog</name>
    <message>
        <source>Trump colour</source>
        <translation>Couleur d’atout</translation>
    </message>
    <message>
        <source>{colour} is trump. Keep it or choose another colour?</source>
        <translation>Le {colour} est atout. Le garder ou choisir une autre couleur&#xa0;?</translation>
    </message>
    <message>
        <source>You played one of the round&apos;s first two jokers: you may change trump. The new trump counts from the next trick, and into the next round.</source>
        <translation>Vous avez joué l’un des deux premiers jokers de la manche&#xa0;: vous pouvez changer l’atout. Le nouvel atout compte dès le pli suivant, et pour la manche suivante.</translation>
    </message>
    <message>
        <source>Four tricks are left and you are worst placed: you may change trump. The new trump counts from the next trick, and into the next round.</source>
        <translation>Il reste quatre plis et votre place est la pire&#xa0;: vous pouvez changer l’atout. Le nouvel atout compte dès le pli suivant, et pour la manche suivante.</translation>
    </message>
    <message>
        <source>Keep {colour}</source>
        <translation>Garder le {colour}</translation>
    </message>
</context>
</TS>
