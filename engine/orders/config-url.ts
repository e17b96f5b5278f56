/** A configurator URL as the configurator journey carries it (000 §1, §2 `config_url`). */
export const CONFIG_URL = /^https?:\/\/[^\s]{1,2000}$/
