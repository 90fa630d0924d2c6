"""No Thanks!'s own knobs: none. Its search's settings are all fields of its know-how (the generic knobs); its
playouts follow the normal level's fitted model (policy_model.WEIGHTS), which is fitted, not tuned."""

# Its sampled worlds are lean states that give no observation: the normal level cannot play their playouts.
GENERIC_VALUES = {"playout_policy": ("random",)}

KNOBS = ()
