/** The push opt-in's namespace, pt-br. */
import type { PushMessagesShape } from './en-us'

const messages: PushMessagesShape = {
  title: "Notificações do navegador",
  off: "Receba avisos neste navegador quando alguém responder a você ou um tema que você segue tiver novidades.",
  on: "As notificações estão ativadas neste navegador.",
  checking: "Verificando este navegador…",
  denied: "As notificações estão bloqueadas para este site nas configurações do navegador. Permita-as lá para ativá-las.",
  unsupported: "Este navegador não pode mostrar notificações.",
  turn_on: "Ativar notificações",
  turn_off: "Desativar notificações",
  retry: "Tentar novamente",
  failed: {
    sending: "Não foi possível salvar sua inscrição.",
    deleting: "Não foi possível remover sua inscrição.",
    worker: "O assistente de notificações demorou demais para iniciar.",
    http: "As notificações precisam de uma página segura (HTTPS) neste site.",
    other: "Não foi possível configurar as notificações.",
  },
}

export default messages
