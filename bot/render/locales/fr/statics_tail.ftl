# Capacités statiques de la longue traîne (statics7) : prévention qui retire un marqueur, ...

## steps
step-prevention_removes_counter = Un marqueur { $counter } est retiré { DE($card) }, comme le dit sa prévention.

step-damaged_exiled_instead = { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "exilé") } au lieu de mourir : { $by ->
        [attached] la créature enchantée par { SUBJECT($source) }
       *[self] { SUBJECT($source) }
    } lui a infligé des blessures ce tour-ci.
step-discarded_to_battlefield = { CAP(SUBJECT($source)) } fait défausser { SUBJECT($card) } : la carte est mise sur le champ de bataille au lieu du cimetière.
